/**
 * Global setup of the `unit` test project: one migrated PGlite data directory for the run, dumped to a
 * file that every test database starts from (`openTestDatabase`, handed over as
 * `inject('pgliteTemplate')`). Starting PGlite runs initdb (~1.6 s each time on the 2-core CI machine);
 * starting it from the dump takes ~0.4 s, and the server tests open a database per test file or per test.
 * Each database is still its own: the dump is copied in, never shared.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'skylink-pglite-template-'));
  // Migrate with the server's own code (the same path as `npm start`), then dump the closed directory.
  const migrated = await openDatabase({ dataDir: join(dir, 'data') });
  await migrated.close();
  const client = await PGlite.create(join(dir, 'data'));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
