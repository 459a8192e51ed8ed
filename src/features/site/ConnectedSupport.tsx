/**
 * /support with its FAQ driven by the `faq` machine (one question open at a time). The machine (with
 * xstate) loads after hydration; a press before then shows at once (the preview) and is replayed.
 */
import { type MachineNow, RunMachine } from '../../machines/RunMachine';
import type { FaqContext } from './faq.machine';
import { SupportScreen } from './SupportScreen';

type MachineModule = typeof import('./faq.machine');

const load = (): Promise<MachineModule> => import('./faq.machine');

/** The open FAQ question; the machine decides, the preview shows a press before it has loaded. */
interface FaqView {
  openId: string | null;
}

const toFaqView = (snapshot: { context: FaqContext }): FaqView => ({ openId: snapshot.context.openId });

export function ConnectedSupport({ machine }: { machine?: MachineNow<MachineModule> }) {
  return (
    <RunMachine
      load={load}
      now={machine}
      provide={(module) => module.faqMachine}
      view={toFaqView}
      initialView={{ openId: null } as FaqView}
      preview={(current, event) => ({ openId: current.openId === event.id ? null : event.id })}
    >
      {(view, send) => <SupportScreen openFaqId={view.openId} onFaqToggle={(id) => send({ type: 'faq.toggle', id })} />}
    </RunMachine>
  );
}
