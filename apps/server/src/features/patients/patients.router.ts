import { auditActorOf } from '../../lib/audit.ts';
import { createRouter } from '../../lib/create-router.ts';
import { withConsentLog } from '../../lib/privacy.ts';
import { currentUser } from '../../lib/require-access.ts';
import {
  addVaccinationRoute,
  createPatientRecordRoute,
  getPatientRoute,
  listPatientsRoute,
  listPetVisitsRoute,
  listVetVaccinationsRoute,
  listDueVaccinationsRoute,
  getReminderSettingsRoute,
  putReminderSettingsRoute,
} from './patients.routes.ts';
import { patientsConsents } from './patients.privacy.ts';
import { getReminderSettings, listDueVaccinations, setReminderSettings } from './vaccine-reminders.service.ts';
import { getPatient, listPatients } from './patients.service.ts';
import {
  addVaccination,
  createPatientRecord,
  listPetVisits,
  listVetVaccinations,
} from './records.service.ts';

// The static paths (vaccinations, visits) before `{petId}`.
export const patientsRouter = createRouter()
  .openapi(listPatientsRoute, async (c) => {
    const { database, now } = c.get('deps');
    const list = await listPatients({
      db: database.db,
      vetId: currentUser(c).id,
      query: c.req.valid('query'),
      now: now(),
    });
    return c.json(list, 200);
  })
  .openapi(listDueVaccinationsRoute, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await listDueVaccinations({ db: database.db, vet: currentUser(c), now: now() }), 200);
  })
  .openapi(getReminderSettingsRoute, async (c) => c.json(await getReminderSettings({ db: c.get('deps').database.db, userId: currentUser(c).id }), 200))
  .openapi(putReminderSettingsRoute, async (c) => {
    const { database, now } = c.get('deps');
    const settings = await withConsentLog(database.db, auditActorOf(c), patientsConsents, (tx) =>
      setReminderSettings({ db: tx, userId: currentUser(c).id, settings: c.req.valid('json'), now: now() }),
    );
    return c.json(settings, 200);
  })
  .openapi(listVetVaccinationsRoute, async (c) => {
    const list = await listVetVaccinations({
      db: c.get('deps').database.db,
      vet: currentUser(c),
      query: c.req.valid('query'),
    });
    return c.json(list, 200);
  })
  .openapi(listPetVisitsRoute, async (c) => {
    const list = await listPetVisits({
      db: c.get('deps').database.db,
      ownerId: currentUser(c).id,
      query: c.req.valid('query'),
    });
    return c.json(list, 200);
  })
  .openapi(getPatientRoute, async (c) => {
    const { database, now } = c.get('deps');
    const patient = await getPatient({
      db: database.db,
      vetId: currentUser(c).id,
      petId: c.req.valid('param').petId,
      now: now(),
    });
    return c.json({ patient }, 200);
  })
  .openapi(createPatientRecordRoute, async (c) => {
    const { database, now } = c.get('deps');
    const record = await createPatientRecord({
      db: database.db,
      vetId: currentUser(c).id,
      petId: c.req.valid('param').petId,
      body: c.req.valid('json'),
      now: now(),
    });
    return c.json({ record }, 201);
  })
  .openapi(addVaccinationRoute, async (c) => {
    const { database, messenger, config, now } = c.get('deps');
    const vaccination = await addVaccination({
      db: database.db,
      messenger,
      appUrl: config.appUrl,
      vet: currentUser(c),
      petId: c.req.valid('param').petId,
      body: c.req.valid('json'),
      now: now(),
    });
    return c.json({ vaccination }, 201);
  });
