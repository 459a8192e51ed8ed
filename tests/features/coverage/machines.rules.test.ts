/**
 * Behaviour tests of the coverage tools' rules (site-accounts-coverage.md §4 "Coverage checker", §5 "Coverage
 * check"; billing-payments-admin.md §4 "Other": coverage analysis, §5 "Coverage form"). Real actors.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  ANALYSIS_DEFAULTS,
  analysisInputOf,
  coverageAnalysisMachine,
} from '../../../src/features/coverage/coverageAnalysis.machine';
import { toCoverageAnalysisView } from '../../../src/features/coverage/coverageAnalysis.view';
import { coverageCheckMachine } from '../../../src/features/coverage/coverageCheck.machine';
import { toCoverageCheckView } from '../../../src/features/coverage/coverageCheck.view';
import { recommendCoverage } from '../../../src/features/coverage/recommend';
import { controllable, flush } from '../../support/modelHarness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const available = { available: true, coverage: { percentage: 85, area: 'Osu, Accra', zone: 'urban' } };

describe('coverage checker', () => {
  function start() {
    const c = controllable(['checkCoverage', 'requestCoverage'], []);
    const actor = createActor(coverageCheckMachine.provide({ actors: c.actors } as never), { input: {} }).start();
    const checks = () => c.controls.calls.filter((call) => call.src === 'checkCoverage');
    return { ...c, actor, checks };
  }

  it("Check is disabled while checking: a second check sends nothing ('Checking...')", () => {
    const { actor, checks } = start();
    actor.send({ type: 'address.change', value: 'Osu, Accra' });
    actor.send({ type: 'check.submit' });
    actor.send({ type: 'check.submit' });
    expect(toCoverageCheckView(actor.getSnapshot()).status).toBe('checking');
    expect(checks()).toHaveLength(1);
    expect(checks()[0]?.input).toEqual({ address: 'Osu, Accra' });
  });

  it('a failed check shows its message; typing goes back to the form; a new check retries', async () => {
    const { controls, actor, checks } = start();
    actor.send({ type: 'address.change', value: 'Osu' });
    actor.send({ type: 'check.submit' });
    controls.pending.get('checkCoverage')?.reject(new Error('HTTP 503: Service Unavailable'));
    await flush();
    expect(toCoverageCheckView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      message: 'HTTP 503: Service Unavailable',
    });
    actor.send({ type: 'check.submit' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(checks()).toHaveLength(2);
    controls.pending.get('checkCoverage')?.reject(undefined);
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Coverage check failed');
    actor.send({ type: 'address.change', value: 'Osu, Accra' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('from a result: typing returns to the form; clear empties the input', async () => {
    const { controls, actor } = start();
    actor.send({ type: 'address.change', value: 'Osu' });
    actor.send({ type: 'check.submit' });
    controls.pending.get('checkCoverage')?.resolve(available);
    await flush();
    expect(actor.getSnapshot().matches('result')).toBe(true);
    actor.send({ type: 'address.change', value: 'Osu, Accra' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'check.clear' });
    expect(actor.getSnapshot().context.address).toBe('');
  });
});

describe('AI coverage analysis', () => {
  function start() {
    const c = controllable(['analyzeCoverage'], []);
    const actor = createActor(coverageAnalysisMachine.provide({ actors: c.actors } as never), { input: {} }).start();
    return { ...c, actor };
  }

  it('the button is disabled while analysing: a second submit starts nothing', () => {
    const { controls, actor } = start();
    actor.send({ type: 'field.change', field: 'address', value: 'Osu, Accra' });
    actor.send({ type: 'form.submit' });
    expect(toCoverageAnalysisView(actor.getSnapshot()).outcome).toEqual({ status: 'analyzing' });
    actor.send({ type: 'form.submit' });
    expect(controls.calls).toHaveLength(1);
  });

  it('a result replaces the placeholder prompt; the form stays usable for another run', async () => {
    const { controls, actor } = start();
    expect(toCoverageAnalysisView(actor.getSnapshot()).outcome).toEqual({ status: 'idle' });
    actor.send({ type: 'field.change', field: 'address', value: 'Osu, Accra' });
    actor.send({ type: 'form.submit' });
    const result = recommendCoverage(analysisInputOf({ ...ANALYSIS_DEFAULTS, address: 'Osu, Accra' }));
    controls.pending.get('analyzeCoverage')?.resolve(result);
    await flush();
    expect(toCoverageAnalysisView(actor.getSnapshot()).outcome).toEqual({ status: 'result', result });
    actor.send({ type: 'field.change', field: 'address', value: 'Tamale' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('analyzing');
    expect(controls.calls).toHaveLength(2);
  });

  it('a failure shows its message; submitting again clears it and retries', async () => {
    const { controls, actor } = start();
    actor.send({ type: 'field.change', field: 'address', value: 'Osu' });
    actor.send({ type: 'form.submit' });
    controls.pending.get('analyzeCoverage')?.reject(new Error('Service busy'));
    await flush();
    expect(toCoverageAnalysisView(actor.getSnapshot()).outcome).toEqual({ status: 'failed', message: 'Service busy' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('analyzing');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
