/**
 * The AI coverage form driven by its machine: what /ai-coverage renders (with the coverage API) and what
 * its flow stories render (with the analysis mocked). The machine (with xstate) loads after hydration
 * (see useDeferredMachineView).
 */
import { type MachineNow, RunMachine } from '../../machines/RunMachine';
import { AiCoverageScreen } from './AiCoverageScreen';
import type { CoverageAnalysisDeps } from './coverageAnalysis.machine';
import { initialCoverageAnalysisView, previewCoverageAnalysis, toCoverageAnalysisView } from './coverageAnalysis.view';

type MachineModule = typeof import('./coverageAnalysis.machine');

const load = (): Promise<MachineModule> => import('./coverageAnalysis.machine');

export interface ConnectedAiCoverageProps {
  /** the analysis request */
  services: CoverageAnalysisDeps;
  /** the machine's module already imported (flow stories): it runs from the first render */
  machine?: MachineNow<MachineModule>;
}

export function ConnectedAiCoverage({ services, machine }: ConnectedAiCoverageProps) {
  return (
    <RunMachine
      load={load}
      now={machine}
      provide={(module) => module.provideCoverageAnalysis(services)}
      view={toCoverageAnalysisView}
      options={{ input: {} }}
      initialView={initialCoverageAnalysisView()}
      preview={previewCoverageAnalysis}
    >
      {(view, send) => (
        <AiCoverageScreen
          view={view}
          onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
          onSubmit={() => send({ type: 'form.submit' })}
        />
      )}
    </RunMachine>
  );
}
