/**
 * A line after every Vitest run that says what the passing tests are: behaviour tests, and model-path
 * replays (`live actor follows …`, tests/support/modelHarness.ts: a path generated from a machine replayed
 * against a live actor of the same machine, which proves wiring, not a spec rule), so the count of the first
 * is not inflated by the second.
 *
 * A flake is a failure: a test that passed only on a retry (the story tests retry once in CI) is named, counted
 * in a `Flaky  N passed only on a retry` line (.ci/run's closing summary adds it up) and fails the run
 * (exit code 1), so a retry shows which tests are flaky instead of hiding them in a green count; the failed
 * attempt's errors are printed under its name, as nothing else keeps them.
 */
import type { Reporter, TestModule } from 'vitest/node';

export const MODEL_REPLAY_TITLE = /live actor follows /;

/** What the failed attempt of a test that passed on its retry said (Vitest keeps its errors on the result). */
function failedAttempt(test: ReturnType<TestModule['children']['allTests']> extends Iterable<infer T> ? T : never) {
  const errors = (test.result() as { errors?: ReadonlyArray<{ message?: string; stack?: string }> }).errors ?? [];
  return errors
    .map((e) => {
      const where = (e.stack ?? '')
        .split('\n')
        .find((line) => /stories\/|src\/|tests\//.test(line))
        ?.trim();
      return `\n    failed attempt: ${(e.message ?? '').split('\n')[0]}${where ? ` (${where})` : ''}`;
    })
    .join('');
}

export default class LayerReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let replays = 0;
    let others = 0;
    const flaky: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        if (test.result().state !== 'passed') continue;
        if (MODEL_REPLAY_TITLE.test(test.name)) replays += 1;
        else others += 1;
        if (test.diagnostic()?.flaky) flaky.push(`${module.moduleId}: ${test.fullName}${failedAttempt(test)}`);
      }
    }
    console.info(`Passed by kind: ${others} behaviour and other tests, ${replays} model-path replays`);
    if (flaky.length === 0) return;
    console.info(`Passed only on a retry (flaky): ${flaky.length}\n  ${flaky.join('\n  ')}`);
    console.error(
      `   Flaky  ${flaky.length} passed only on a retry: a flake is a failure, so this run fails (fix its cause; do not raise the retries)`,
    );
    // Vitest has set its own exit code for failed tests before this hook; a flaky run fails as well.
    process.exitCode = 1;
  }
}
