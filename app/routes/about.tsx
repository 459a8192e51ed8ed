import { AboutScreen } from '../../src/features/site/AboutScreen';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'About Us — SkyLink Ghana',
  description: 'About SkyLink Ghana: our mission, values, journey and leadership team, and our company registration.',
};

export function Component() {
  return <AboutScreen />;
}
