import type { PGlite } from '@electric-sql/pglite';

/**
 * An open PGlite database's data directory as a tar archive, taken between two statements:
 * PGlite runs one statement at a time, so the copy is the state a crash at that moment would
 * leave, which PostgreSQL recovers from its WAL when the copy is opened (a transaction still open
 * is rolled back). A checkpoint first writes the committed pages out, so opening the copy has
 * little WAL to replay.
 */
export const snapshotPglite = async (pglite: PGlite): Promise<Blob> => {
  await pglite.exec('checkpoint');
  return pglite.dumpDataDir('none');
};
