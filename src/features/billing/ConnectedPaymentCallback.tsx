/**
 * The payment callback page driven by its machine: what /payment/callback renders (verifying with our API)
 * and what the callback flow stories render (with the provider's answers mocked). The page is public and
 * prerendered: the machine (with xstate) loads after hydration, with the query the build could not know,
 * and until then the page shows 'Verifying your payment...'.
 */
import { type MachineNow, RunMachine } from '../../machines/RunMachine';
import { type CallbackVerifiers, verifyCallback } from './callbackVerification';
import { PaymentCallbackScreen } from './PaymentCallbackScreen';
import { initialPaymentCallbackView, toPaymentCallbackView } from './paymentCallback.view';
import { parseCallbackParams } from './rules';

type MachineModule = typeof import('./paymentCallback.machine');

const load = (): Promise<MachineModule> => import('./paymentCallback.machine');

export interface ConnectedPaymentCallbackProps {
  /** the answers that verify a return: our public outcome for our references, the providers' verify calls */
  services: CallbackVerifiers;
  /** the return's query string (the provider's reference or transaction id) */
  search: URLSearchParams;
  /** the machine's module already imported (flow stories): it runs from the first render */
  machine?: MachineNow<MachineModule>;
}

export function ConnectedPaymentCallback({ services, search, machine }: ConnectedPaymentCallbackProps) {
  return (
    <RunMachine
      load={load}
      now={machine}
      provide={(module) =>
        module.providePaymentCallback({ verifyPayment: (params) => verifyCallback(params, services) })
      }
      view={toPaymentCallbackView}
      options={{ input: { params: parseCallbackParams(search) } }}
      initialView={initialPaymentCallbackView()}
    >
      {(view) => <PaymentCallbackScreen view={view} />}
    </RunMachine>
  );
}
