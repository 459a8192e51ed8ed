/**
 * The mobile money payment page, connected: the mobileMoneyPayment machine with the services it is given,
 * driving MobileMoneyPaymentScreen. The route (/payment/mobile-money/:planId) renders it with the billing
 * client, the subscriber dashboard's invoice payment reuses the machine, and the flow stories render this
 * same component with story doubles. Above it, the route puts the subscriptions feature's scheduled-change notice (its own machine).
 */
import { useEffect } from 'react';
import type { Actor } from 'xstate';
import { type MachineClock, useMachineView } from '../../machines/useMachineView';
import { MobileMoneyPaymentScreen } from './MobileMoneyPaymentScreen';
import {
  type MobileMoneyDeps,
  type MobileMoneyInput,
  type mobileMoneyPaymentMachine,
  provideMobileMoneyPayment,
} from './mobileMoneyPayment.machine';
import { toMobileMoneyView } from './mobileMoneyPayment.view';
import type { MobileNetwork } from './rules';

/** The customer's saved default number and network (settings, Billing section). */
export interface SavedPaymentDefaults {
  defaultNumber: string;
  defaultNetwork: MobileNetwork;
}

export interface ConnectedMobileMoneyPaymentProps {
  services: MobileMoneyDeps & {
    /** the saved number and network the form starts with; best effort (a rejection leaves the form empty) */
    savedDefaults?: () => Promise<SavedPaymentDefaults>;
  };
  input: MobileMoneyInput;
  /** the wait between polls (the machine's `pollInterval` delay); the app's 3 s when not given (stories) */
  pollIntervalMs?: number;
  /** a clock for the machine's timers (a story's driven clock) */
  clock?: MachineClock;
}

export function ConnectedMobileMoneyPayment({
  services,
  input,
  pollIntervalMs,
  clock,
}: ConnectedMobileMoneyPaymentProps) {
  const [view, send, actor] = useMachineView(
    () => {
      const machine = provideMobileMoneyPayment(services);
      return pollIntervalMs === undefined ? machine : machine.provide({ delays: { pollInterval: pollIntervalMs } });
    },
    toMobileMoneyView,
    { input, ...(clock ? { clock } : {}) },
  );
  useSavedDefaults(actor, services.savedDefaults);
  return (
    <MobileMoneyPaymentScreen
      view={view}
      onCycleChange={(cycle) => send({ type: 'cycle.change', cycle })}
      onContinue={() => send({ type: 'step.continue' })}
      onBack={() => send({ type: 'step.back' })}
      onNumberChange={(value) => send({ type: 'number.change', value })}
      onNetworkChange={(network) => send({ type: 'network.change', network })}
      onNumberChoose={(saved) => send({ type: 'number.choose', saved })}
      onSubmit={() => send({ type: 'form.submit' })}
      onCancelPayment={() => send({ type: 'payment.cancel' })}
      onChangeNumber={() => send({ type: 'payment.changeNumber' })}
      onVoucherChange={(value) => send({ type: 'voucher.change', value })}
      onVoucherSubmit={() => send({ type: 'voucher.submit' })}
    />
  );
}

/**
 * The saved default number and network fill the form once it takes a number, unless the customer has typed
 * one already. Best effort: without them the form starts empty.
 */
function useSavedDefaults(
  actor: Actor<typeof mobileMoneyPaymentMachine>,
  savedDefaults: (() => Promise<SavedPaymentDefaults>) | undefined,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per machine, like its services
  useEffect(() => {
    if (!savedDefaults) return;
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    savedDefaults()
      .then(({ defaultNetwork, defaultNumber }) => {
        const apply = () => {
          const snapshot = actor.getSnapshot();
          if (cancelled || !snapshot.can({ type: 'number.change', value: '' })) return false;
          if (snapshot.context.number === '') {
            if (defaultNumber) actor.send({ type: 'number.change', value: defaultNumber });
            actor.send({ type: 'network.change', network: defaultNetwork });
          }
          return true;
        };
        if (apply()) return;
        const subscription = actor.subscribe(() => {
          if (apply()) subscription.unsubscribe();
        });
        unsubscribe = () => subscription.unsubscribe();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [actor]);
}
