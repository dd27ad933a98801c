import type { EmergencyList } from '@patili/domain/emergencies';
import type { PatientDetail, PatientList, VetVaccinationList } from '@patili/domain/patients';
import { describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const testApp = useTestApp();

describe('seedDemoCare (through seedDemo)', () => {
  it('gives the demo vet patients with records and vaccinations, and emergency requests to answer', async () => {
    expect(await seedDemo(testApp.deps, testApp.deps.now())).toEqual({ seeded: true });
    const vet = testApp.client();
    await signIn(vet, 'veteriner@demo.patili.app', DEMO_PASSWORD);

    const patients = await vet.get<PatientList>('/api/patients');
    expect(patients.status).toBe(200);
    expect(patients.body.items.map((row) => row.name).sort()).toEqual(['Karamel', 'Pamuk']);
    const pamuk = patients.body.items.find((row) => row.name === 'Pamuk')!;
    expect(pamuk.lastVisit).not.toBeNull();

    const detail = await vet.get<{ patient: PatientDetail }>(`/api/patients/${pamuk.petId}`);
    expect(detail.body.patient.records.total).toBe(1);
    expect(detail.body.patient.vaccinations.items.map((v) => v.vaccineName).sort()).toEqual([
      'Karma (FVRCP)',
      'Kuduz',
    ]);
    expect((await vet.get<VetVaccinationList>('/api/patients/vaccinations')).body.total).toBe(2);

    const emergencies = await vet.get<EmergencyList>('/api/emergencies');
    expect(emergencies.body.items.map((item) => item.status)).toEqual(['pending', 'acknowledged']);
    expect(emergencies.body.items[0]?.actions).toEqual(['acknowledge', 'cannot_help']);

    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);
    const sent = await owner.get<EmergencyList>('/api/emergencies');
    expect(sent.body.total).toBe(2);
    expect(sent.body.items[1]?.vetNote).toBe(
      'Hemen kliniğe getirin, kusturma için hazırlık yapıyoruz.',
    );
  });
});
