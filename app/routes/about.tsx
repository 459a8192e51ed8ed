import { AboutScreen } from '../../src/features/site/AboutScreen';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'About Us — SkyLink Ghana',
  description:
    'Our mission, values, journey and leadership team: reliable, affordable internet for students, homes and businesses in Ghana.',
};

export function Component() {
  return <AboutScreen />;
}
