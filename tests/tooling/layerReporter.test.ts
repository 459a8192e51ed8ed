import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import LayerReporter from '../support/layerReporter';

/** A module as the reporter reads it: tests with a name, a state and whether they passed on a retry. */
function moduleOf(
  id: string,
  tests: { name: string; state: string; flaky?: boolean; errors?: { message: string; stack?: string }[] }[],
): TestModule {
  return {
    moduleId: id,
    children: {
      *allTests() {
        for (const t of tests) {
          yield {
            name: t.name,
            fullName: `suite > ${t.name}`,
            result: () => ({ state: t.state, errors: t.errors }),
            diagnostic: () => ({ flaky: t.flaky ?? false }),
          };
        }
      },
    },
  } as unknown as TestModule;
}

// The reporter fails a run with a flaky test through process.exitCode: keep this run's own code.
const exitCodeBefore = process.exitCode;
afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = exitCodeBefore;
});

describe('the run summary by kind', () => {
  it('counts model-path replays apart from behaviour tests, passing tests only, and names the flaky', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'info').mockImplementation((line: string) => void lines.push(line));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    new LayerReporter().onTestRunEnd([
      moduleOf('login.machine.test.ts', [
        { name: 'live actor follows form.submit > xstate.done.actor.submitLogin', state: 'passed' },
        { name: 'live actor follows (initial)', state: 'passed' },
        { name: 'typing after a failure clears it', state: 'passed', flaky: true },
        { name: 'live actor follows form.submit', state: 'failed' },
        { name: 'a skipped one', state: 'skipped' },
      ]),
      moduleOf('rules.test.ts', [{ name: 'prices a yearly plan', state: 'passed' }]),
    ]);
    expect(lines[0]).toBe('Passed by kind: 2 behaviour and other tests, 2 model-path replays');
    expect(lines[1]).toBe(
      'Passed only on a retry (flaky): 1\n  login.machine.test.ts: suite > typing after a failure clears it',
    );
  });

  it('prints what the failed attempt of a flaky test said, with where it failed', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'info').mockImplementation((line: string) => void lines.push(line));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stack = 'Error: x\n    at node_modules/vitest/x.js:1:1\n    at stories/site/Form.stories.tsx:88:7';
    new LayerReporter().onTestRunEnd([
      moduleOf('Form.stories.tsx', [
        { name: 'sends', state: 'passed', flaky: true, errors: [{ message: 'expected 0 to be 1\nmore', stack }] },
      ]),
    ]);
    expect(lines[1]).toBe(
      'Passed only on a retry (flaky): 1\n  Form.stories.tsx: suite > sends\n    failed attempt: expected 0 to be 1 (at stories/site/Form.stories.tsx:88:7)',
    );
  });
});

describe('a flake is a failure', () => {
  it('fails the run (exit code 1) and says so when a test passed only on a retry', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    process.exitCode = undefined;
    new LayerReporter().onTestRunEnd([
      moduleOf('Security.stories.tsx', [
        { name: 'Confirming', state: 'passed', flaky: true },
        { name: 'Acting', state: 'passed' },
      ]),
    ]);
    expect(process.exitCode).toBe(1);
    expect(errors).toEqual([
      '   Flaky  1 passed only on a retry: a flake is a failure, so this run fails (fix its cause; do not raise the retries)',
    ]);
  });

  it('leaves the exit code alone when every test passed on its first try', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    process.exitCode = undefined;
    new LayerReporter().onTestRunEnd([
      moduleOf('rules.test.ts', [
        { name: 'prices a yearly plan', state: 'passed' },
        { name: 'a failed one is Vitest’s own failure, not a flake', state: 'failed', flaky: false },
      ]),
    ]);
    expect(process.exitCode).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('a real Vitest run with the reporter', () => {
  /**
   * `vitest run` on one file (with Vitest's globals: the folder has no node_modules to import from) in a folder
   * of its own, with this reporter and one retry; its exit code and output.
   */
  async function vitestRun(testFile: string): Promise<{ code: number | null; output: string }> {
    const dir = mkdtempSync(join(tmpdir(), 'skylink-flaky-'));
    try {
      writeFileSync(
        join(dir, 'vitest.config.mjs'),
        'export default { test: { include: ["*.test.mjs"], globals: true } };',
      );
      writeFileSync(join(dir, 'one.test.mjs'), testFile);
      const reporter = join(import.meta.dirname, '../support/layerReporter.ts');
      const vitest = join(import.meta.dirname, '../../node_modules/vitest/vitest.mjs');
      const child = spawn(
        process.execPath,
        [vitest, 'run', '--root', dir, '--retry', '1', '--reporter', 'default', '--reporter', reporter],
        { env: { ...process.env, CI: '', NO_COLOR: '1' } },
      );
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

  it('exits non-zero when a test passed only on its retry (Vitest alone would exit 0)', async () => {
    const flaky = await vitestRun(
      "let tries = 0;\nit('passes on its second try', () => { tries += 1; expect(tries).toBe(2); });\n",
    );
    expect(flaky.output).toMatch(/Passed only on a retry \(flaky\): 1\n {2}.*one\.test\.mjs: passes on its second try/);
    expect(flaky.output).toContain('Flaky  1 passed only on a retry');
    expect(flaky.code).toBe(1);
  }, 60_000);
});
