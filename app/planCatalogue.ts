/**
 * The plan catalogue a page shows: the catalogue module at build time and on the first render (so
 * prerendered markup and hydration agree), then what `GET /api/billing/plans` answers, fetched once
 * per visit when the browser is first idle. The server seeds its table from the same module, so the
 * two agree unless the table was changed; a failed fetch keeps the module's plans.
 */
import { startTransition, useEffect, useState } from 'react';
import { PLANS, type Plan } from '../src/domain/plans';
import { loadPlanClient } from './services';

let fetched: Promise<readonly Plan[]> | null = null;

function serverPlans(): Promise<readonly Plan[]> {
  fetched ??= loadPlanClient()
    .then((client) => client.plans())
    .then((plans) => (plans.length > 0 ? plans : PLANS))
    .catch(() => PLANS);
  return fetched;
}

/** Plans as text, keys sorted: the server's answer and the module list the same fields in other orders. */
const canonical = (plans: readonly Plan[]) =>
  JSON.stringify(plans, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );

export function usePlanCatalogue(): readonly Plan[] {
  const [plans, setPlans] = useState<readonly Plan[]>(PLANS);
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void serverPlans().then((next) => {
        // the same plans as on screen (the usual case): nothing to render again. Otherwise a transition: the
        // cards re-render in slices, not as one long task on a phone.
        if (cancelled || canonical(next) === canonical(PLANS)) return;
        startTransition(() => setPlans(next));
      });
    const handle = typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 3000 }) : null;
    if (handle === null) load();
    return () => {
      cancelled = true;
      if (handle !== null) cancelIdleCallback(handle);
    };
  }, []);
  return plans;
}
