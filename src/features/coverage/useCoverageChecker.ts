import { useMachineView } from '../../machines/useMachineView';
import { provideCoverageCheck } from './coverageCheck.machine';
import { toCoverageCheckView } from './coverageCheck.view';
import { type CoverageServices, checkCoverageWith } from './locate';

/** The coverage checker's machine, run with the app's services: its view and the screen's callbacks. */
export function useCoverageChecker(services: CoverageServices) {
  const [view, send] = useMachineView(
    () =>
      provideCoverageCheck({
        checkCoverage: checkCoverageWith(services),
        requestCoverage: services.requestCoverage,
      }),
    toCoverageCheckView,
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
