/** The AI coverage form before its machine runs matches the machine's first snapshot and its typing. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { coverageAnalysisMachine } from '../../../src/features/coverage/coverageAnalysis.machine';
import {
  initialCoverageAnalysisView,
  previewCoverageAnalysis,
  toCoverageAnalysisView,
} from '../../../src/features/coverage/coverageAnalysis.view';

describe('AI coverage form before its machine runs', () => {
  it('starts as the machine does (the §9 defaults)', () => {
    const actor = createActor(coverageAnalysisMachine, { input: {} }).start();
    expect(initialCoverageAnalysisView()).toEqual(toCoverageAnalysisView(actor.getSnapshot()));
  });

  it('typing shows what the machine shows after the same changes', () => {
    const actor = createActor(coverageAnalysisMachine, { input: {} }).start();
    let view = initialCoverageAnalysisView();
    for (const event of [
      { type: 'field.change', field: 'address', value: 'Tamale' },
      { type: 'field.change', field: 'zone', value: 'rural' },
      { type: 'field.change', field: 'businessUse', value: true },
    ] as const) {
      actor.send(event);
      view = previewCoverageAnalysis(view, event);
    }
    expect(view).toEqual(toCoverageAnalysisView(actor.getSnapshot()));
  });
});
