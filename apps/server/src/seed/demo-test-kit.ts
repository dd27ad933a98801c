import type { TestApp } from '../../test/setup-app.ts';
import { createUser, type CreatedUser } from '../lib/create-user.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo.ts';

/**
 * The accounts one part of the demo is seeded over, made as the running server makes them: the
 * admin first (server.ts makes it before the demo), then one account per demo role, all with the
 * demo password. `accounts` is keyed by email, as the `seedDemoX` functions read it.
 */
export const createDemoAccounts = async (testApp: TestApp) => {
  const factory = { db: testApp.deps.database.db, auth: testApp.deps.auth };
  const admin = await createUser(factory, {
    email: testApp.deps.config.adminEmail,
    name: 'Patili Yönetici',
    role: 'admin',
    password: DEMO_PASSWORD,
  });
  const accounts = new Map<string, CreatedUser>();
  for (const person of DEMO_USERS) {
    accounts.set(person.email, await createUser(factory, { ...person, password: DEMO_PASSWORD }));
  }
  return { db: factory.db, admin, accounts };
};
