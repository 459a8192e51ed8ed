/**
 * Global setup of the `server-pg` test project: one throwaway PostgreSQL for the run, handed to the
 * test files as `inject('postgresUrl')` (each file then makes its own database on it).
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
