/**
 * The node test projects share one module graph per worker (vitest.config.ts, `isolate: false`), so what a
 * test file changes in the process must not reach the next file: the config undoes stubs and spies after each
 * test, and this file ends fake timers a test left running (the clock is per process, not per file).
 */
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => {
  if (vi.isFakeTimers()) vi.useRealTimers();
});

afterAll(() => {
  vi.useRealTimers();
});
