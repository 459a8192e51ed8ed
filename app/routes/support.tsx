import { ConnectedSupport } from '../../src/features/site/ConnectedSupport';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Support — SkyLink Ghana',
  description:
    'SkyLink Ghana support: contact our teams, read the FAQ, check network status and get help with billing.',
};

export function Component() {
  return <ConnectedSupport />;
}
