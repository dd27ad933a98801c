import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import openapiTS, { astToString } from 'openapi-typescript';

/** The server's committed contract, and the types the web's client is generated into. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../server/openapi.json', import.meta.url));
export const API_TYPES_FILE = fileURLToPath(new URL('../src/lib/api/schema.ts', import.meta.url));

const HEADER = `/**
 * The API's types, generated from apps/server/openapi.json by \`npm run api:generate\`. Do not edit:
 * a test fails when this file and the contract differ.
 */
`;

/** The TypeScript of the contract's paths, operations and components. */
export const renderApiTypes = async (documentText: string): Promise<string> => {
  const ast = await openapiTS(JSON.parse(documentText) as Parameters<typeof openapiTS>[0], {
    alphabetize: false,
  });
  return `${HEADER}\n${astToString(ast)}`;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_TYPES_FILE, await renderApiTypes(readFileSync(OPENAPI_FILE, 'utf8')));
  process.stdout.write(`wrote ${API_TYPES_FILE}\n`);
}
