import { Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PatientRecordForm } from './patient-record-form';
import { VaccinationForm } from './vaccination-form';

/** A patient form's dialog, the form mounted only while open so that each opening starts empty. */
const FormModal = ({
  opened,
  onClose,
  title,
  description,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
}) => (
  <Modal opened={opened} onClose={onClose} title={title} centered radius="lg" size="lg">
    {description ? (
      <Text size="sm" c="dimmed" mb="md">
        {description}
      </Text>
    ) : null}
    {opened ? children : null}
  </Modal>
);

/** The vaccination form in a dialog: on a patient's page (`petId`) or on the schedule (a patient to choose). */
export const AddVaccinationModal = ({
  opened,
  onClose,
  petId,
}: {
  opened: boolean;
  onClose: () => void;
  petId?: string;
}) => {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('patients:vaccination.modalTitle')}
      description={t('patients:vaccination.modalDescription')}
    >
      <VaccinationForm petId={petId} onSaved={onClose} onCancel={onClose} />
    </FormModal>
  );
};

/** The visit-record form in a dialog, on a patient's page. */
export const AddRecordModal = ({
  opened,
  onClose,
  petId,
}: {
  opened: boolean;
  onClose: () => void;
  petId: string;
}) => {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('patients:record.modalTitle')}>
      <PatientRecordForm petId={petId} onSaved={onClose} onCancel={onClose} />
    </FormModal>
  );
};
