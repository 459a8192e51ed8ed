/** The AI coverage tool's view model: the form, then the placeholder, the analysis, the result or the failure. */
import type { SnapshotFrom } from 'xstate';
import { ANALYSIS_DEFAULTS, type AnalysisForm } from './analysisForm';
import type { CoverageAnalysisEvent, coverageAnalysisMachine } from './coverageAnalysis.machine';
import { COVERAGE_MESSAGES as m } from './messages';
import type { CoverageRecommendation } from './recommend';

export type CoverageAnalysisOutcome =
  | { status: 'idle' }
  | { status: 'analyzing' }
  | { status: 'result'; result: CoverageRecommendation }
  | { status: 'failed'; message: string };

export interface CoverageAnalysisView {
  form: AnalysisForm;
  addressError?: string;
  outcome: CoverageAnalysisOutcome;
}

export type CoverageAnalysisSnapshot = Pick<SnapshotFrom<typeof coverageAnalysisMachine>, 'context' | 'matches'>;

/**
 * The first view, before the machine runs (useDeferredMachineView): the form with its defaults.
 * Equal to the view of the machine's initial snapshot (tests/features/coverage/initialView.test.ts).
 */
export const initialCoverageAnalysisView = (): CoverageAnalysisView => ({
  form: { ...ANALYSIS_DEFAULTS },
  outcome: { status: 'idle' },
});

/** What an event shows before the machine runs: typed values appear at once (replayed to the machine when it starts). */
export function previewCoverageAnalysis(
  view: CoverageAnalysisView,
  event: CoverageAnalysisEvent,
): CoverageAnalysisView {
  if (event.type !== 'field.change') return view;
  const form = { ...view.form, [event.field]: event.value } as AnalysisForm;
  return event.field === 'address' || !view.addressError ? { form, outcome: view.outcome } : { ...view, form };
}

export function toCoverageAnalysisView(snapshot: CoverageAnalysisSnapshot): CoverageAnalysisView {
  const { form, addressError, result, error } = snapshot.context;
  let outcome: CoverageAnalysisOutcome = { status: 'idle' };
  if (snapshot.matches('analyzing')) outcome = { status: 'analyzing' };
  else if (snapshot.matches('result') && result) outcome = { status: 'result', result };
  else if (snapshot.matches('failed')) outcome = { status: 'failed', message: error ?? m.analysisFailed };
  return addressError ? { form, addressError, outcome } : { form, outcome };
}
