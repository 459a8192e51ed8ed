/**
 * The node test projects share one module graph per worker (tests/support/sharedModules.ts), so what a test
 * changes in the process must not reach the next file. Vitest undoes stubs and spies only *before* the next
 * test, which is too late when that test is in the next file: its module code and `beforeAll` hooks would run
 * with them (a test's `window` stub without `location`, left by the last test of a file, made PGlite fail to
 * start in the next file's `beforeAll`). So every test's globals, env stubs, spies and fake timers end with it.
 * This file's `afterEach` is registered first, so it runs after the test file's own `afterEach` hooks.
 */
import { afterAll, afterEach, vi } from 'vitest';

function undoTestChanges() {
  if (vi.isFakeTimers()) vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
}

afterEach(undoTestChanges);
afterAll(undoTestChanges);
