/**
 * The payment page's scheduled-change notice, connected: the scheduledChange machine with the services it is
 * given, driving ScheduledChangeNotice over the payment steps (its children). The route
 * (/payment/mobile-money/:planId) renders it around billing's payment page; the flow stories render this same
 * component with story doubles.
 */
import type { ReactNode } from 'react';
import { useMachineView } from '../../machines/useMachineView';
import { ScheduledChangeNotice } from './ScheduledChangeNotice';
import { provideScheduledChange, type ScheduledChangeDeps, type ScheduledChangeInput } from './scheduledChange.machine';
import { type PaymentEffect, toScheduledChangeView } from './scheduledChange.view';

/** The payment page's scheduled-change notice, driven by its machine, over the payment steps. */
export function ConnectedScheduledChange({
  services,
  input,
  children,
}: {
  services: ScheduledChangeDeps;
  input: ScheduledChangeInput;
  children: ReactNode | ((effect: PaymentEffect | null) => ReactNode);
}) {
  const [view, send] = useMachineView(() => provideScheduledChange(services), toScheduledChangeView, { input });
  return (
    <ScheduledChangeNotice
      view={view}
      onKeep={() => send({ type: 'change.keep' })}
      onCancel={() => send({ type: 'change.cancel' })}
      onConfirm={() => send({ type: 'change.confirm' })}
      onBack={() => send({ type: 'change.back' })}
    >
      {children}
    </ScheduledChangeNotice>
  );
}
