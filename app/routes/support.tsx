import { useActorRef, useSelector } from '@xstate/react';
import { faqMachine } from '../../src/features/site/faq.machine';
import { SupportScreen } from '../../src/features/site/SupportScreen';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Support — SkyLink Ghana',
  description:
    'SkyLink Ghana support: contact our teams, read the FAQ, check network status and get help with billing.',
};

export function Component() {
  const faq = useActorRef(faqMachine);
  const openFaqId = useSelector(faq, (snapshot) => snapshot.context.openId);
  return <SupportScreen openFaqId={openFaqId} onFaqToggle={(id) => faq.send({ type: 'faq.toggle', id })} />;
}
