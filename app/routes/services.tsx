import { plansOf } from '../../src/domain/plans';
import { ServicesScreen } from '../../src/features/site/ServicesScreen';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Services — SkyLink Ghana',
  description:
    'SkyLink Ghana services: student, home and business internet plans with unlimited data, installation and local support.',
};

const plans = plansOf('residential');

export function Component() {
  return <ServicesScreen plans={plans} />;
}
