import { HomeScreen } from '../../src/features/site/HomeScreen';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'SkyLink Ghana — Satellite internet for students, homes and businesses',
  description:
    'SkyLink Ghana: student, home and business satellite internet across Ghana. Compare plans, check coverage and pay by mobile money.',
};

export function Component() {
  return <HomeScreen />;
}
