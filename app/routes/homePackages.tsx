/**
 * The home page's plan cards with the billing-cycle machine: a module of its own, loaded after the
 * page's first bytes. Plans come from the one catalogue: the module at build time, the API once the
 * page is idle (usePlanCatalogue). The machine (with xstate) loads after hydration, see
 * useDeferredMachineView; a toggle pressed before shows at once and is replayed to it.
 */
import { type BillingCycle, plansOf } from '../../src/domain/plans';
import type { BillingCycleEvent } from '../../src/features/site/billingCycle.machine';
import { HomePackages } from '../../src/features/site/HomePackages';
import { useDeferredMachineView } from '../../src/machines/useDeferredMachineView';
import { usePlanCatalogue } from '../planCatalogue';

const MONTHLY: BillingCycle = 'monthly'; // the machine's initial state (spec §4: monthly by default)
const previewCycle = (_cycle: BillingCycle, event: BillingCycleEvent): BillingCycle => event.cycle;

export default function HomePackagesSection() {
  const [cycle, send] = useDeferredMachineView(
    () =>
      import('../../src/features/site/billingCycle.machine').then(({ billingCycleMachine, cycleOf }) => ({
        machine: billingCycleMachine,
        view: cycleOf,
      })),
    MONTHLY,
    previewCycle,
  );
  const catalogue = usePlanCatalogue();
  return (
    <HomePackages
      plans={plansOf('residential', catalogue)}
      cycle={cycle}
      onCycleChange={(next) => send({ type: 'cycle.select', cycle: next })}
    />
  );
}
