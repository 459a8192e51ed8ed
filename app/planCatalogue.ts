/**
 * The plan catalogue a page shows: the catalogue module at build time and on the first render (so
 * prerendered markup and hydration agree), then what `GET /api/billing/plans` answers, fetched once
 * per visit when the browser is first idle. The server seeds its table from the same module, so the
 * two agree unless the table was changed; a failed fetch keeps the module's plans.
 */
import { useEffect, useState } from 'react';
import { PLANS, type Plan } from '../src/domain/plans';
import { loadBillingClient } from './services';

let fetched: Promise<readonly Plan[]> | null = null;

function serverPlans(): Promise<readonly Plan[]> {
  fetched ??= loadBillingClient()
    .then((client) => client.plans())
    .then((plans) => (plans.length > 0 ? plans : PLANS))
    .catch(() => PLANS);
  return fetched;
}

export function usePlanCatalogue(): readonly Plan[] {
  const [plans, setPlans] = useState<readonly Plan[]>(PLANS);
  useEffect(() => {
    let cancelled = false;
    const load = () => void serverPlans().then((next) => !cancelled && setPlans(next));
    const handle = typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 3000 }) : null;
    if (handle === null) load();
    return () => {
      cancelled = true;
      if (handle !== null) cancelIdleCallback(handle);
    };
  }, []);
  return plans;
}
