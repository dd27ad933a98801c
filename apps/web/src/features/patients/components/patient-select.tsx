import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PATIENT_PAGE_SIZE_MAX } from '@patili/domain/patients';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { usePatients } from '../api/list-patients';

type Option = { value: string; label: string };

/**
 * Chooses one of the vet's patients, searched on the server as the vet types (pet name, species,
 * breed or owner), so a vet with hundreds of patients finds one without a long list. The value is
 * the pet's id, `''` when none is chosen.
 */
export const PatientSelect = ({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (petId: string) => void;
  error?: ReactNode;
}) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Option | null>(null);
  // Once chosen, the box shows the option's label: that is not a search.
  const typed = chosen && search === chosen.label ? '' : search;
  const [query] = useDebouncedValue(typed, 300);
  const patients = usePatients({ q: query, page: 1, pageSize: PATIENT_PAGE_SIZE_MAX });
  const options: Option[] = (patients.data?.items ?? []).map((patient) => ({
    value: patient.petId,
    label: t('patients:record.patientOption', { name: patient.name, owner: patient.ownerName }),
  }));
  const data =
    chosen && !options.some((option) => option.value === chosen.value)
      ? [chosen, ...options]
      : options;
  return (
    <Select
      label={t('patients:record.patient')}
      placeholder={t('patients:record.patientPlaceholder')}
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already searched: show what it sent.
      filter={({ options: parsed }) => parsed}
      data={data}
      value={value || null}
      onChange={(next, option) => {
        setChosen(next && option ? { value: option.value, label: option.label } : null);
        onChange(next ?? '');
      }}
      nothingFoundMessage={
        patients.isFetching
          ? t('patients:record.patientsLoading')
          : query === ''
            ? t('patients:record.noPatients')
            : t('patients:record.patientSearchEmpty')
      }
      rightSection={patients.isFetching ? <Loader size="xs" /> : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="patient-select"
    />
  );
};
