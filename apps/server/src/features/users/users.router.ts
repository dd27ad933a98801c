import { createRouter } from '../../lib/create-router.ts';
import { auditActorOf } from '../../lib/audit.ts';
import { getReferral, getReferralSummary, listReferrals } from './referrals.service.ts';
import {
  banUserRoute,
  changeUserRoleRoute,
  getReferralRoute,
  getReferralSummaryRoute,
  listReferralsRoute,
  listUsersRoute,
  setUserActiveRoute,
  unbanUserRoute,
} from './users.routes.ts';
import { banUser, changeUserRole, listUsers, setUserActive, unbanUser } from './users.service.ts';

// `/api/admin/referrals/summary` comes before `/{inviteeId}`, so `summary` is never read as an id.
export const usersRouter = createRouter()
  .openapi(listUsersRoute, async (c) => {
    const { database, config } = c.get('deps');
    return c.json(await listUsers({ db: database.db, adminEmail: config.adminEmail, ...c.req.valid('query') }), 200);
  })
  .openapi(changeUserRoleRoute, async (c) => {
    const { database, config, now } = c.get('deps');
    const user = await changeUserRole({
      db: database.db,
      actor: auditActorOf(c),
      adminEmail: config.adminEmail,
      userId: c.req.valid('param').userId,
      role: c.req.valid('json').role,
      now: now(),
    });
    return c.json({ user }, 200);
  })
  .openapi(setUserActiveRoute, async (c) => {
    const { database, config, now } = c.get('deps');
    const user = await setUserActive({
      db: database.db,
      actor: auditActorOf(c),
      adminEmail: config.adminEmail,
      userId: c.req.valid('param').userId,
      active: c.req.valid('json').active,
      now: now(),
    });
    return c.json({ user }, 200);
  })
  .openapi(banUserRoute, async (c) => {
    const { database, config, now } = c.get('deps');
    const user = await banUser({
      db: database.db,
      actor: auditActorOf(c),
      adminEmail: config.adminEmail,
      userId: c.req.valid('param').userId,
      reason: c.req.valid('json').reason,
      now: now(),
    });
    return c.json({ user }, 200);
  })
  .openapi(unbanUserRoute, async (c) => {
    const { database, config, now } = c.get('deps');
    const user = await unbanUser({
      db: database.db,
      actor: auditActorOf(c),
      adminEmail: config.adminEmail,
      userId: c.req.valid('param').userId,
      now: now(),
    });
    return c.json({ user }, 200);
  })
  .openapi(getReferralSummaryRoute, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await getReferralSummary({ db: database.db, now: now() }), 200);
  })
  .openapi(listReferralsRoute, async (c) => c.json(await listReferrals({ db: c.get('deps').database.db, ...c.req.valid('query') }), 200))
  .openapi(getReferralRoute, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await getReferral({ db: database.db, inviteeId: c.req.valid('param').inviteeId, now: now() }), 200);
  });
