/**
 * The sandbox's webhooks: a signed `charge.success` for each success, as Paystack sends it, retried on
 * Paystack's schedule (compressed, WEBHOOK_RETRY) until our endpoint answers 200 within the time-out.
 * Retries wait on the given timers and are also run by `flush` once the clock says they are due, so
 * tests move the clock and flush.
 */
import { signWebhook } from '../features/billing/providers/paystack';
import type { SandboxStart } from '../features/billing/providers/types';
import { WEBHOOK_RETRY } from './data';
import type { SandboxTransaction } from './store';

/** One webhook delivery: its body, its try (0 the first), when its retry is due, whether it is the duplicate. */
interface Delivery {
  tx: SandboxTransaction;
  raw: string;
  signature: string;
  attempt: number;
  dueAt: number;
  duplicate: boolean;
}

export interface WebhookOptions {
  secretKey: string;
  deliverWebhook: SandboxStart['deliverWebhook'];
  nowMs: () => number;
  schedule: (fn: () => void, ms: number) => void;
  retry?: Partial<typeof WEBHOOK_RETRY>;
  /** deliver every webhook twice, as Paystack may (exercises idempotency) */
  duplicate?: boolean;
}

export function createWebhooks(options: WebhookOptions) {
  const retry = { ...WEBHOOK_RETRY, ...options.retry };
  const deliveries = new Set<Promise<void>>();
  /** webhook deliveries waiting for their retry time */
  const retries = new Set<Delivery>();

  /** One try; a late answer (past the time-out) or anything but 200 is a failure, retried as Paystack does. */
  function attempt(d: Delivery) {
    const run = (async () => {
      const late = new AbortController();
      const timer = setTimeout(() => late.abort(), retry.timeoutMs);
      timer.unref?.();
      let answered = 0;
      try {
        answered = await Promise.race([
          options.deliverWebhook(d.raw, d.signature, late.signal),
          new Promise<number>((resolve) => late.signal.addEventListener('abort', () => resolve(0))),
        ]);
      } catch {
        answered = 0;
      } finally {
        clearTimeout(timer);
      }
      if (answered === 200) {
        d.tx.finalSeen = true;
        // Paystack may deliver an event twice (exercises our idempotency)
        if (options.duplicate && !d.duplicate) attempt({ ...d, attempt: 0, duplicate: true });
        return;
      }
      if (d.attempt >= retry.retries) return;
      const next: Delivery = { ...d, attempt: d.attempt + 1, dueAt: options.nowMs() + retry.intervalMs };
      retries.add(next);
      options.schedule(() => {
        if (retries.delete(next)) attempt(next);
      }, retry.intervalMs);
    })().finally(() => deliveries.delete(run));
    deliveries.add(run);
  }

  /** Retries whose time has come by the clock (tests move the clock and flush). */
  function retryDue() {
    const t = options.nowMs();
    for (const d of retries) {
      if (d.dueAt > t) continue;
      retries.delete(d);
      attempt(d);
    }
  }

  return {
    /** send charge.success for `tx` once, with `data` as its transaction object */
    send(tx: SandboxTransaction, data: unknown) {
      if (tx.webhookSent) return;
      tx.webhookSent = true;
      const raw = JSON.stringify({ event: 'charge.success', data });
      attempt({ tx, raw, signature: signWebhook(raw, options.secretKey), attempt: 0, dueAt: 0, duplicate: false });
    },
    /** wait for deliveries in flight, running the retries that are due on the way */
    async flush() {
      retryDue();
      while (deliveries.size > 0) {
        await Promise.allSettled([...deliveries]);
        retryDue();
      }
    },
  };
}
