import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import LayerReporter from '../support/layerReporter';

/** A module as the reporter reads it: tests with a name, a state and whether they passed on a retry. */
function moduleOf(id: string, tests: { name: string; state: string; flaky?: boolean }[]): TestModule {
  return {
    moduleId: id,
    children: {
      *allTests() {
        for (const t of tests) {
          yield {
            name: t.name,
            fullName: `suite > ${t.name}`,
            result: () => ({ state: t.state }),
            diagnostic: () => ({ flaky: t.flaky ?? false }),
          };
        }
      },
    },
  } as unknown as TestModule;
}

afterEach(() => vi.restoreAllMocks());

describe('the run summary by kind', () => {
  it('counts model-path replays apart from behaviour tests, passing tests only, and names the flaky', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'info').mockImplementation((line: string) => void lines.push(line));
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
});
