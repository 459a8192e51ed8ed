import { AiCoverageScreen } from '../../src/features/coverage/AiCoverageScreen';
import { provideCoverageAnalysis } from '../../src/features/coverage/coverageAnalysis.machine';
import { toCoverageAnalysisView } from '../../src/features/coverage/coverageAnalysis.view';
import { useMachineView } from '../../src/machines/useMachineView';
import { analyzeCoverage } from '../coverageServices';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'AI coverage recommendations — SkyLink Ghana',
  description:
    "SkyLink Ghana's AI coverage tool: the best internet technology for your location, fiber, fixed wireless, satellite or hybrid, with the reasons, a satellite backup and the alternatives.",
};

export function Component() {
  const [view, send] = useMachineView(() => provideCoverageAnalysis({ analyzeCoverage }), toCoverageAnalysisView, {
    input: {},
  });
  return (
    <AiCoverageScreen
      view={view}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
