import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  ANALYSIS_DEFAULTS,
  analysisInputOf,
  coverageAnalysisMachine,
} from '../../../src/features/coverage/coverageAnalysis.machine';
import { toCoverageAnalysisView } from '../../../src/features/coverage/coverageAnalysis.view';
import { recommendCoverage } from '../../../src/features/coverage/recommend';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';

const input = { ...analysisInputOf({ ...ANALYSIS_DEFAULTS, address: 'Osu, Accra' }) };
const recommendation = recommendCoverage(input);

function provided() {
  const { controls, actors, actions } = controllable(['analyzeCoverage'], []);
  return { controls, machine: coverageAnalysisMachine.provide({ actors, actions } as never) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AI coverage machine: model-based paths', () => {
  const events = [
    { type: 'field.change', field: 'address', value: 'Osu, Accra' },
    { type: 'field.change', field: 'address', value: ' ' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.analyzeCoverage', output: recommendation },
    { type: 'xstate.error.actor.analyzeCoverage', error: new Error('Analysis failed') },
  ];
  const paths = modelPaths(coverageAnalysisMachine, events as never, {});

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(coverageAnalysisMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: the request always carries the §9 defaults, converted to numbers', () => {
    const failures = violations(coverageAnalysisMachine, paths, {}, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const _path = { steps, state: snapshot };
      // the request always carries the §9 defaults, converted to numbers
      for (const call of controls.calls) expect(call.input).toEqual(input);
      return [];
    });
    expect(failures).toEqual([]);
  });
});

describe('AI coverage machine: behaviour', () => {
  it('starts from the §9 defaults with the placeholder prompt', () => {
    const actor = createActor(provided().machine, { input: {} }).start();
    const view = toCoverageAnalysisView(actor.getSnapshot());
    expect(view.outcome).toEqual({ status: 'idle' });
    expect(view.form).toMatchObject({
      region: 'Greater Accra',
      zone: 'urban',
      minDownload: '50',
      minUpload: '10',
      maxLatency: '50',
      budget: '200',
    });
  });

  it("requires the address ('Address is required') and converts the numbers", async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.addressError).toBe('Address is required');
    expect(controls.calls).toEqual([]);
    actor.send({ type: 'field.change', field: 'address', value: ' Tamale ' });
    actor.send({ type: 'field.change', field: 'minDownload', value: ' 25.5 ' });
    actor.send({ type: 'field.change', field: 'budget', value: 'lots' });
    actor.send({ type: 'field.change', field: 'redundancyRequired', value: true });
    actor.send({ type: 'form.submit' });
    expect(controls.calls[0]?.input).toMatchObject({
      address: 'Tamale',
      minDownload: 25.5,
      budget: 0,
      redundancyRequired: true,
    });
    controls.pending.get('analyzeCoverage')?.reject(new Error('HTTP 500: Internal Server Error'));
    await flush();
    expect(toCoverageAnalysisView(actor.getSnapshot()).outcome).toEqual({
      status: 'failed',
      message: 'HTTP 500: Internal Server Error',
    });
  });

  it("a failure without a message shows 'Analysis failed'", async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: { form: { address: 'Ho' } } }).start();
    actor.send({ type: 'form.submit' });
    controls.pending.get('analyzeCoverage')?.reject(new Error(''));
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Analysis failed');
  });
});
