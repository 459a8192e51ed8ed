import { ConnectedContactForm } from '../../src/features/site/ConnectedContactForm';
import { ContactScreen } from '../../src/features/site/ContactScreen';
import { CONTACT_MESSAGES } from '../../src/features/site/messages';
import type { PageMeta } from '../routeTable';
import { siteServices } from '../services';

export const meta: PageMeta = {
  title: 'Contact Us — SkyLink Ghana',
  description:
    'Send SkyLink Ghana a message, call or email us, or visit our office in Accra. We reply within 24 hours.',
};

export function Component() {
  return (
    <ContactScreen
      form={<ConnectedContactForm services={siteServices} kind="contact" label={CONTACT_MESSAGES.pageTitle} />}
    />
  );
}
