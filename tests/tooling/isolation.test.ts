/**
 * The node test projects share one module graph per worker (tests/support/sharedModules.ts). A real Vitest
 * with those settings, one worker and two files in a fixed order: what the first file's last test stubs must
 * be gone when the second file's module code and `beforeAll` run (Vitest itself undoes stubs only before the
 * next test, after them).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedModules } from '../support/sharedModules';

/** Runs the files (name -> source, with Vitest's globals) in name order in one worker; exit code and output. */
async function vitestRun(files: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'skylink-isolation-'));
  try {
    const settings = JSON.stringify({ ...sharedModules, include: ['*.test.mjs'], globals: true, maxWorkers: 1 });
    writeFileSync(
      join(dir, 'vitest.config.mjs'),
      [
        'class ByName {',
        '  async shard(files) { return files; }',
        '  async sort(files) { return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId)); }',
        '}',
        `export default { test: { ...${settings}, sequence: { sequencer: ByName } } };`,
      ].join('\n'),
    );
    for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
    const vitest = join(import.meta.dirname, '../../node_modules/vitest/vitest.mjs');
    const child = spawn(process.execPath, [vitest, 'run', '--root', dir, '--reporter', 'default'], {
      env: { ...process.env, CI: '', NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((done) => child.once('close', done));
    return { code, output };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const leaves = `
it('stubs a global, an env and a spy, starts fake timers, and undoes none of them', () => {
  vi.stubGlobal('window', {});
  vi.stubEnv('SKYLINK_LEFT_BEHIND', 'yes');
  vi.spyOn(Math, 'max').mockReturnValue(-1);
  vi.useFakeTimers();
});
`;

const nextFile = `
const atImport = { window: typeof window, env: process.env.SKYLINK_LEFT_BEHIND ?? null, max: Math.max(1, 2) };
let inBeforeAll;
beforeAll(() => {
  inBeforeAll = { window: typeof window, env: process.env.SKYLINK_LEFT_BEHIND ?? null, max: Math.max(1, 2), fake: vi.isFakeTimers() };
});
it('starts with none of the first file’s changes', () => {
  expect(atImport).toEqual({ window: 'undefined', env: null, max: 2 });
  expect(inBeforeAll).toEqual({ window: 'undefined', env: null, max: 2, fake: false });
});
`;

describe('a test file leaves nothing to the next one in its worker', () => {
  it('the next file’s module code and beforeAll see no stub, env, spy or fake clock of the last test', async () => {
    const run = await vitestRun({ 'a-leaves.test.mjs': leaves, 'b-next.test.mjs': nextFile });
    expect(run.output).toContain('2 passed');
    expect(run.code).toBe(0);
  }, 60_000);
});
