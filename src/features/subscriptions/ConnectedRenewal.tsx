/**
 * The renewal link's page, connected: the renewal machine with the link's calls, driving RenewalScreen. The
 * payment steps are billing's own mobile money machine, invoked by the renewal as `payRenewal`; the page
 * subscribes to that child for its view and sends the steps' events to it. The route (/renew/:token) renders
 * this with the renewal client, and the flow stories with story doubles.
 */
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type MachineClock, useMachineView } from '../../machines/useMachineView';
import {
  type MobileMoneyPaymentScreenProps,
  type mobileMoneyPaymentMachine,
  provideMobileMoneyPayment,
  type TrackFn,
  toMobileMoneyView,
} from '../billing';
import { RenewalScreen } from './RenewalScreen';
import { provideRenewal } from './renewal.machine';
import { toRenewalView } from './renewal.view';
import type { RenewalServices } from './renewals';

export interface ConnectedRenewalProps {
  token: string;
  client: RenewalServices;
  /**
   * billing's MobileMoneyPaymentScreen: given by the route (and the flow stories) rather than imported, so
   * billing's index, which the server loads, carries no React file
   */
  PaymentSteps: ComponentType<MobileMoneyPaymentScreenProps>;
  track: TrackFn;
  /** after the payment succeeds (the app refreshes what it shows of the account) */
  paymentCompleted?: () => void;
  /** the wait between polls of the payment; the app's 3 s when not given (stories) */
  pollIntervalMs?: number;
  clock?: MachineClock;
}

type PaymentEvent = Parameters<ActorRefFrom<typeof mobileMoneyPaymentMachine>['send']>[0];

export function ConnectedRenewal({
  token,
  client,
  PaymentSteps,
  track,
  paymentCompleted,
  pollIntervalMs,
  clock,
}: ConnectedRenewalProps) {
  const [view, send, actor] = useMachineView(
    () => {
      const payments = provideMobileMoneyPayment({ ...client.payments(token), track, paymentCompleted });
      return provideRenewal({
        openRenewal: client.open,
        promiseRenewal: client.promise,
        payRenewal:
          pollIntervalMs === undefined ? payments : payments.provide({ delays: { pollInterval: pollIntervalMs } }),
      });
    },
    toRenewalView,
    { input: { token }, ...(clock ? { clock } : {}) },
  );
  const child = useSelector(
    actor,
    (snapshot) => snapshot.children.payRenewal as ActorRefFrom<typeof mobileMoneyPaymentMachine> | undefined,
  );
  const payment = useSelector(child, (snapshot) => (snapshot ? toMobileMoneyView(snapshot) : null));
  const toPayment = (event: PaymentEvent) => child?.send(event);
  return (
    <RenewalScreen
      view={view}
      onRetry={() => send({ type: 'renewal.retry' })}
      onPromiseChoose={(days) => send({ type: 'promise.choose', days })}
      onPromiseAsk={() => send({ type: 'promise.ask' })}
      paymentSteps={
        payment ? (
          <PaymentSteps
            view={payment}
            frame="embedded"
            onCycleChange={(cycle) => toPayment({ type: 'cycle.change', cycle })}
            onContinue={() => toPayment({ type: 'step.continue' })}
            onBack={() => toPayment({ type: 'step.back' })}
            onNumberChange={(value) => toPayment({ type: 'number.change', value })}
            onNetworkChange={(network) => toPayment({ type: 'network.change', network })}
            onNumberChoose={(saved) => toPayment({ type: 'number.choose', saved })}
            onSubmit={() => toPayment({ type: 'form.submit' })}
            onCancelPayment={() => toPayment({ type: 'payment.cancel' })}
            onChangeNumber={() => toPayment({ type: 'payment.changeNumber' })}
            onVoucherChange={(value) => toPayment({ type: 'voucher.change', value })}
            onVoucherSubmit={() => toPayment({ type: 'voucher.submit' })}
          />
        ) : null
      }
    />
  );
}
