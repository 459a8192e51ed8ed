import { useDeferredMachineView } from '../../machines/useDeferredMachineView';
import { initialCoverageCheckView, previewCoverageCheck, toCoverageCheckView } from './coverageCheck.view';
import type { CoverageServices } from './locate';

/**
 * The coverage checker's machine, run with the app's services: its view and the screen's callbacks. The home
 * hero renders it, so the machine (with xstate and the coverage model) loads after hydration: see
 * useDeferredMachineView. What is typed before shows at once and is replayed to the machine.
 */
export function useCoverageChecker(services: CoverageServices) {
  const [view, send] = useDeferredMachineView(
    () =>
      Promise.all([import('./coverageCheck.machine'), import('./locate')]).then(
        ([{ provideCoverageCheck }, { checkCoverageWith }]) => ({
          machine: provideCoverageCheck({
            checkCoverage: checkCoverageWith(services),
            requestCoverage: services.requestCoverage,
          }),
          view: toCoverageCheckView,
        }),
      ),
    initialCoverageCheckView(),
    previewCoverageCheck,
  );
  return {
    view,
    onAddressChange: (value: string) => send({ type: 'address.change', value }),
    onCheck: () => send({ type: 'check.submit' }),
    onClear: () => send({ type: 'check.clear' }),
    onRequestOpen: () => send({ type: 'request.open' }),
    onContactChange: (value: string) => send({ type: 'contact.change', value }),
    onRequestSubmit: () => send({ type: 'request.submit' }),
  };
}
