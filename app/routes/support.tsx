import type { FaqContext } from '../../src/features/site/faq.machine';
import { SupportScreen } from '../../src/features/site/SupportScreen';
import { useDeferredMachineView } from '../../src/machines/useDeferredMachineView';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Support — SkyLink Ghana',
  description:
    'SkyLink Ghana support: contact our teams, read the FAQ, check network status and get help with billing.',
};

/** The open FAQ question; the machine decides, the preview shows a press before it has loaded. */
interface FaqView {
  openId: string | null;
}

export function Component() {
  // the FAQ machine (with xstate) loads after hydration: see useDeferredMachineView
  const [view, send] = useDeferredMachineView(
    () =>
      import('../../src/features/site/faq.machine').then(({ faqMachine }) => ({
        machine: faqMachine,
        view: (snapshot: { context: FaqContext }): FaqView => ({ openId: snapshot.context.openId }),
      })),
    { openId: null } as FaqView,
    (current, event) => ({ openId: current.openId === event.id ? null : event.id }),
  );
  return <SupportScreen openFaqId={view.openId} onFaqToggle={(id) => send({ type: 'faq.toggle', id })} />;
}
