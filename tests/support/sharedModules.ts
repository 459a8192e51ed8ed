/**
 * How the node test projects (unit, server-pg) share modules, in one place: vitest.config.ts spreads it into
 * both projects, and tests/tooling/isolation.test.ts runs a real Vitest with it to prove that nothing a test
 * stubs reaches the next file.
 *
 * The files of a worker run without a fresh module graph per file (`isolate: false`): a file's imports are
 * loaded once per worker, not once per file (measured on 2 quiet cores: unit 163 s -> 92 s, server-pg
 * 85 s -> 51 s). A file must then leave nothing behind. Vitest's own `unstubGlobals`, `unstubEnvs` and
 * `restoreMocks` act *before* each test, so the last test's stubs would live on into the next file's module
 * code and `beforeAll` hooks; tests/support/isolation.ts undoes them after each test and each file, and ends
 * the fake timers a test left running. State a module keeps (a rate limiter, a cache) belongs to an app or
 * database the test builds for itself.
 */
import path from 'node:path';

export const sharedModules = {
  isolate: false,
  unstubGlobals: true,
  unstubEnvs: true,
  restoreMocks: true,
  setupFiles: [path.join(import.meta.dirname, 'isolation.ts')],
};
