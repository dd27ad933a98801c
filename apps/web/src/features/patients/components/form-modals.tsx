import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { PatientRecordForm } from './patient-record-form';
import { VaccinationForm } from './vaccination-form';

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
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('patients:vaccination.modalTitle')}
      centered
      radius="lg"
      size="lg"
    >
      <Text size="sm" c="dimmed" mb="md">
        {t('patients:vaccination.modalDescription')}
      </Text>
      {/* Mounted only while open, so each opening starts with an empty form. */}
      {opened ? <VaccinationForm petId={petId} onSaved={onClose} onCancel={onClose} /> : null}
    </Modal>
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('patients:record.modalTitle')}
      centered
      radius="lg"
      size="lg"
    >
      {opened ? <PatientRecordForm petId={petId} onSaved={onClose} onCancel={onClose} /> : null}
    </Modal>
  );
};
