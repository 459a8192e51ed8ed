import { AiCoverageScreen } from '../../src/features/coverage/AiCoverageScreen';
import {
  initialCoverageAnalysisView,
  previewCoverageAnalysis,
  toCoverageAnalysisView,
} from '../../src/features/coverage/coverageAnalysis.view';
import { useDeferredMachineView } from '../../src/machines/useDeferredMachineView';
import { analyzeCoverage } from '../coverageServices';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'AI coverage recommendations — SkyLink Ghana',
  description:
    "SkyLink Ghana's AI coverage tool: the best internet technology for your location, fiber, fixed wireless, satellite or hybrid, with the reasons, a satellite backup and the alternatives.",
};

export function Component() {
  // the machine (with xstate) loads after hydration: see useDeferredMachineView
  const [view, send] = useDeferredMachineView(
    () =>
      import('../../src/features/coverage/coverageAnalysis.machine').then(({ provideCoverageAnalysis }) => ({
        machine: provideCoverageAnalysis({ analyzeCoverage }),
        view: toCoverageAnalysisView,
        options: { input: {} },
      })),
    initialCoverageAnalysisView(),
    previewCoverageAnalysis,
  );
  return (
    <AiCoverageScreen
      view={view}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
