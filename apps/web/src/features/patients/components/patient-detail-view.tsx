import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  type MantineColor,
} from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import type { BookingStatus } from '@patili/domain/bookings';
import { APP_TIME_ZONE, speciesLabelKey } from '@patili/domain/shared';
import { isServiceKey } from '@patili/domain/catalog';
import type { PatientDetail } from '@patili/domain/patients';
import { PET_NOT_FOUND_REDIRECT_MS } from '@patili/domain/pets';
import { IconCalendarEvent, IconNotes, IconPaw, IconPlus, IconUser } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { StatusMessage } from '../../../components/feedback/status-message';
import { SectionCard } from '../../../components/layout/section-card';
import { VaccinationCard } from '../../../components/vaccinations/vaccination-card';
import { formatCalendarDate, intlLocale } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useRecordState } from '../../../lib/use-record-state';
import { usePatient } from '../api/get-patient';
import { AddRecordModal, AddVaccinationModal } from './form-modals';
import { patientAge } from './format';

// Only colours whose light variant keeps AA contrast (app/theme.ts): no yellow.
const STATUS_COLORS: Readonly<Record<BookingStatus, MantineColor>> = {
  requested: 'blue',
  pending: 'orange',
  confirmed: 'teal',
  completed: 'indigo',
  cancelled: 'red',
  payment_pending: 'grape',
};

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {children}
    </Text>
  </Stack>
);

/** "Son 50 kayıt gösteriliyor (toplam 73)." when a list was cut. */
const MoreNote = ({ shown, total }: { shown: number; total: number }) => {
  const { t } = useTranslation();
  if (total <= shown) return null;
  return (
    <Text size="xs" c="dimmed">
      {t('patients:detail.showingLatest', { shown, total })}
    </Text>
  );
};

const Empty = ({ children }: { children: string }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

const PetCard = ({ patient }: { patient: PatientDetail }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { pet, owner } = patient;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="patient-name"
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={56} radius={56} variant="light" aria-hidden>
            <IconPaw size={30} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={1} fz={{ base: 24, sm: 30 }} id="patient-name">
              {pet.name}
            </Title>
            <Group gap={6}>
              <IconUser size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                {t('patients:detail.owner')}: {owner.name}
              </Text>
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label={t('patients:detail.species')}>{t(speciesLabelKey(pet.species))}</Fact>
          <Fact label={t('patients:detail.breed')}>{pet.breed ?? t('patients:list.unknown')}</Fact>
          <Fact label={t('patients:detail.age')}>{patientAge(t, pet.age)}</Fact>
          <Fact label={t('patients:detail.gender')}>{t(`pets:gender.${pet.gender}`)}</Fact>
          {pet.birthdate ? (
            <Fact label={t('patients:detail.birthdate')}>
              {formatCalendarDate(pet.birthdate, locale)}
            </Fact>
          ) : null}
        </SimpleGrid>
        {pet.notes ? <Fact label={t('patients:detail.petNotes')}>{pet.notes}</Fact> : null}
      </Stack>
    </Paper>
  );
};

const Appointments = ({ patient }: { patient: PatientDetail }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { items, total } = patient.appointments;
  const time = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: APP_TIME_ZONE,
  });
  return (
    <SectionCard
      title={t('patients:detail.appointments')}
      description={t('patients:detail.appointmentsDescription')}
      headingId="patient-appointments"
      gap="sm"
    >
      {items.length === 0 ? <Empty>{t('patients:detail.appointmentsEmpty')}</Empty> : null}
      {items.map((appointment) => (
        <Paper key={appointment.id} withBorder radius="md" p="sm">
          <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {isServiceKey(appointment.serviceType)
                    ? t(`catalog:${appointment.serviceType}`)
                    : appointment.serviceType}
                </Text>
                <Text size="xs" c="dimmed">
                  {time.format(new Date(appointment.startsAt))}
                </Text>
                {appointment.notes ? <Text size="xs">{appointment.notes}</Text> : null}
              </Stack>
            </Group>
            <Badge
              color={STATUS_COLORS[appointment.status]}
              variant="light"
              tt="none"
              style={{ flexShrink: 0 }}
            >
              {t(`bookings:status.${appointment.status}`)}
            </Badge>
          </Group>
        </Paper>
      ))}
      <MoreNote shown={items.length} total={total} />
    </SectionCard>
  );
};

const Vaccinations = ({ patient, onAdd }: { patient: PatientDetail; onAdd: () => void }) => {
  const { t } = useTranslation();
  const { items, total } = patient.vaccinations;
  return (
    <SectionCard
      title={t('patients:detail.vaccinations')}
      description={t('patients:detail.vaccinationsDescription')}
      headingId="patient-vaccinations"
      gap="sm"
      action={
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
          {t('patients:detail.addVaccination')}
        </Button>
      }
    >
      {items.length === 0 ? <Empty>{t('patients:detail.vaccinationsEmpty')}</Empty> : null}
      {items.map((record) => (
        <VaccinationCard
          key={record.id}
          record={record}
          unknownVet={t('patients:detail.unknownVet')}
          byOwner={t('patients:detail.recordedByOwner')}
        />
      ))}
      <MoreNote shown={items.length} total={total} />
    </SectionCard>
  );
};

const Records = ({ patient, onAdd }: { patient: PatientDetail; onAdd: () => void }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { items, total } = patient.records;
  return (
    <SectionCard
      title={t('patients:detail.records')}
      description={t('patients:detail.recordsDescription')}
      headingId="patient-records"
      gap="sm"
      action={
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
          {t('patients:detail.addRecord')}
        </Button>
      }
    >
      {items.length === 0 ? <Empty>{t('patients:detail.recordsEmpty')}</Empty> : null}
      {items.map((record) => (
        <Paper key={record.id} withBorder radius="md" p="sm" component="article">
          <Stack gap="xs">
            <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconNotes size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text fw={600} size="sm">
                  {record.reason}
                </Text>
              </Group>
              <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                {formatCalendarDate(record.visitDate, locale)}
              </Badge>
            </Group>
            {record.diagnosis ? (
              <Fact label={t('patients:detail.diagnosis')}>{record.diagnosis}</Fact>
            ) : null}
            {record.treatment ? (
              <Fact label={t('patients:detail.treatment')}>{record.treatment}</Fact>
            ) : null}
            {record.notes ? <Fact label={t('patients:detail.notes')}>{record.notes}</Fact> : null}
          </Stack>
        </Paper>
      ))}
      <MoreNote shown={items.length} total={total} />
    </SectionCard>
  );
};

/**
 * A patient's page for its vet: the pet and its owner, the vet's appointments with it, every
 * vaccination record of the pet with an "add vaccination" form, and the vet's visit records with
 * an "add record" form. A pet that is not the vet's patient says so ('Hasta bulunamadı…') and goes
 * back to the list.
 */
export const PatientDetailView = ({ petId }: { petId: string }) => {
  const { t } = useTranslation();
  const patient = usePatient(petId);
  const [adding, setAdding] = useState<'vaccination' | 'record' | null>(null);
  const state = useRecordState(patient, {
    key: petId,
    to: buildPath('veterinarian.patients'),
    afterMs: PET_NOT_FOUND_REDIRECT_MS,
  });

  if (state === 'loading')
    return <LoadingScreen label={t('patients:detail.loading')} fullHeight={false} />;
  if (state === 'not-found') {
    return (
      <StatusMessage tone="error">
        {`${t('patients:notFound')} ${t('patients:detail.redirecting')}`}
      </StatusMessage>
    );
  }
  if (state === 'failed' || !patient.data) {
    return (
      <ErrorAlert
        message={t('patients:errorFetchingPatient')}
        onRetry={() => void patient.refetch()}
      />
    );
  }
  const detail = patient.data.patient;
  return (
    <Stack gap="lg">
      <PetCard patient={detail} />
      <Appointments patient={detail} />
      <Vaccinations patient={detail} onAdd={() => setAdding('vaccination')} />
      <Records patient={detail} onAdd={() => setAdding('record')} />
      <AddVaccinationModal
        opened={adding === 'vaccination'}
        onClose={() => setAdding(null)}
        petId={detail.pet.id}
      />
      <AddRecordModal
        opened={adding === 'record'}
        onClose={() => setAdding(null)}
        petId={detail.pet.id}
      />
    </Stack>
  );
};
