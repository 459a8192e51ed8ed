/**
 * The home page's plan cards with the billing-cycle machine: a module of its own, loaded after the
 * page's first bytes. Plans come from the one catalogue: the module at build time, the API once the
 * page is idle (usePlanCatalogue).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { plansOf } from '../../src/domain/plans';
import { billingCycleMachine, cycleOf } from '../../src/features/site/billingCycle.machine';
import { HomePackages } from '../../src/features/site/HomePackages';
import { usePlanCatalogue } from '../planCatalogue';

export default function HomePackagesSection() {
  const cycleActor = useActorRef(billingCycleMachine);
  const cycle = useSelector(cycleActor, cycleOf);
  const catalogue = usePlanCatalogue();
  return (
    <HomePackages
      plans={plansOf('residential', catalogue)}
      cycle={cycle}
      onCycleChange={(next) => cycleActor.send({ type: 'cycle.select', cycle: next })}
    />
  );
}
