/**
 * `npm run openapi`: writes the API's OpenAPI document (server/openapi.ts, made from the contracts'
 * endpoint tables) to docs/openapi.json, so a change to the API shows in the diff of a review.
 * tests/domain/openapi.test.ts fails while the committed copy differs from what the tables produce.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_VERSION } from '../../server/app';
import { openApiDocument } from '../../server/openapi';

export const OPENAPI_FILE = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));

/** The file's text: the document, two-space indented, with a final newline. */
export const openApiFileText = () => `${JSON.stringify(openApiDocument(API_VERSION), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OPENAPI_FILE, openApiFileText());
  console.info(`wrote ${OPENAPI_FILE}`);
}
