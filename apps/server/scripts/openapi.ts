import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { createDeps } from '../src/deps.ts';
import { PRODUCTION_AUTH_RATE_LIMITS } from '../src/lib/auth.ts';
import { localServerConfig } from '../src/lib/local-server-config.ts';
import { configureLogger } from '../src/lib/logger.ts';
import { createStorage } from '../src/lib/storage/create-storage.ts';

/** The API's contract as committed: what `/api/openapi.json` serves. The web's client types are generated from it. */
export const OPENAPI_FILE = fileURLToPath(new URL('../openapi.json', import.meta.url));

/** The committed file's text for a document (two-space JSON, a final newline). */
export const openApiText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

/**
 * The document `/api/openapi.json` serves, read from an app on an empty in-memory database (the
 * document depends on the routes alone, not on data or settings).
 */
export const readOpenApiDocument = async (): Promise<unknown> => {
  const database = await openDatabase({ kind: 'pglite-memory' });
  const uploads = mkdtempSync(join(tmpdir(), 'patili-openapi-'));
  try {
    const deps = createDeps({
      database,
      config: localServerConfig({
        appUrl: 'http://localhost:3000',
        secret: 'openapi-document-openapi-document-0123',
      }),
      storage: createStorage({ kind: 'local', rootDir: uploads }),
      mail: { mailFrom: 'Patili <no-reply@patili.app>' },
      rateLimits: PRODUCTION_AUTH_RATE_LIMITS,
      social: {},
    });
    const response = await createApp(deps).request('/api/openapi.json');
    await deps.security.idle();
    return await response.json();
  } finally {
    await database.close();
    rmSync(uploads, { recursive: true, force: true });
  }
};

// `npm run api:generate` writes the file (then the web's types from it).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The app logs that its empty database has no tables; the document does not need them.
  configureLogger({ level: 'error', format: 'json', destination: { write: () => undefined } });
  writeFileSync(OPENAPI_FILE, openApiText(await readOpenApiDocument()));
  process.stdout.write(`wrote ${OPENAPI_FILE}\n`);
}
