/**
 * The home page's plan cards with the billing-cycle machine: a module of its own, loaded after the
 * page's first bytes. Plans come from the one catalogue module (so prerendering has them).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { plansOf } from '../../src/domain/plans';
import { billingCycleMachine, cycleOf } from '../../src/features/site/billingCycle.machine';
import { HomePackages } from '../../src/features/site/HomePackages';

const residentialPlans = plansOf('residential');

export default function HomePackagesSection() {
  const cycleActor = useActorRef(billingCycleMachine);
  const cycle = useSelector(cycleActor, cycleOf);
  return (
    <HomePackages
      plans={residentialPlans}
      cycle={cycle}
      onCycleChange={(next) => cycleActor.send({ type: 'cycle.select', cycle: next })}
    />
  );
}
