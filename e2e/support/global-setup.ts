import { prepareServers } from './server.ts';

/** Once a run, before any worker starts its server: the built server and the template database. */
export default async function globalSetup() {
  await prepareServers();
}
