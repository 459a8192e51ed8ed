/** The AI coverage tool's view model: the form, then the placeholder, the analysis, the result or the failure. */
import type { SnapshotFrom } from 'xstate';
import type { AnalysisForm, coverageAnalysisMachine } from './coverageAnalysis.machine';
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

export function toCoverageAnalysisView(snapshot: CoverageAnalysisSnapshot): CoverageAnalysisView {
  const { form, addressError, result, error } = snapshot.context;
  let outcome: CoverageAnalysisOutcome = { status: 'idle' };
  if (snapshot.matches('analyzing')) outcome = { status: 'analyzing' };
  else if (snapshot.matches('result') && result) outcome = { status: 'result', result };
  else if (snapshot.matches('failed')) outcome = { status: 'failed', message: error ?? m.analysisFailed };
  return addressError ? { form, addressError, outcome } : { form, outcome };
}
