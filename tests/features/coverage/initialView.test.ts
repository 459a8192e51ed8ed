/** The AI coverage form before its machine runs matches the machine's first snapshot and its typing. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { coverageAnalysisMachine } from '../../../src/features/coverage/coverageAnalysis.machine';
import {
  initialCoverageAnalysisView,
  previewCoverageAnalysis,
  toCoverageAnalysisView,
} from '../../../src/features/coverage/coverageAnalysis.view';
import { type CoverageCheckEvent, coverageCheckMachine } from '../../../src/features/coverage/coverageCheck.machine';
import {
  initialCoverageCheckView,
  previewCoverageCheck,
  toCoverageCheckView,
} from '../../../src/features/coverage/coverageCheck.view';
import { previewSteps } from '../../support/previewSteps';

describe('AI coverage form before its machine runs', () => {
  it('starts as the machine does (the §9 defaults)', () => {
    const actor = createActor(coverageAnalysisMachine, { input: {} }).start();
    expect(initialCoverageAnalysisView()).toEqual(toCoverageAnalysisView(actor.getSnapshot()));
  });

  it('typing shows what the machine shows after the same changes', () => {
    const actor = createActor(coverageAnalysisMachine, { input: {} }).start();
    const steps = previewSteps(actor, initialCoverageAnalysisView(), previewCoverageAnalysis, toCoverageAnalysisView, [
      { type: 'field.change', field: 'address', value: 'Tamale' },
      { type: 'field.change', field: 'zone', value: 'rural' },
      { type: 'field.change', field: 'businessUse', value: true },
    ] as const);
    const [shown, machine] = steps.at(-1) ?? [];
    expect(shown).toEqual(machine);
  });
});

describe('the home hero coverage checker before its machine runs', () => {
  it('starts as the machine does: an empty input, Check disabled', () => {
    const actor = createActor(coverageCheckMachine, { input: {} }).start();
    expect(initialCoverageCheckView()).toEqual(toCoverageCheckView(actor.getSnapshot()));
  });

  it('typing (and clearing the input) shows what the machine shows after the same changes', () => {
    const actor = createActor(coverageCheckMachine, { input: {} }).start();
    const events: CoverageCheckEvent[] = [
      { type: 'address.change', value: 'Tam' },
      { type: 'address.change', value: 'Tamale' },
      { type: 'address.change', value: '' },
      { type: 'address.change', value: ' ' },
    ];
    const steps = previewSteps(actor, initialCoverageCheckView(), previewCoverageCheck, toCoverageCheckView, events);
    expect(steps).toHaveLength(events.length);
    for (const [shown, machine] of steps) expect(shown).toEqual(machine);
  });

  it('a check sent before the machine runs waits for it (the preview changes nothing)', () => {
    const view = previewCoverageCheck(initialCoverageCheckView(), { type: 'address.change', value: 'Accra' });
    expect(previewCoverageCheck(view, { type: 'check.submit' })).toBe(view);
  });
});
