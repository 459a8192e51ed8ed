/**
 * The ledger's books, checked: after a load or fault drill (and whenever an operator wants to know),
 * every payment's recorded events must lead to its final state, every succeeded payment must have
 * paid exactly its own invoice, no invoice may be paid twice, and the money in paid invoices must
 * equal the money in succeeded payments. Read-only; one round trip per rule. `compareWithProvider` also
 * compares our payments with the provider's transaction list for a period: provider successes our books
 * lack (an administrator credits them, adminReconcileRoutes.ts).
 */
import { inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import type { PaystackTransaction } from './providers/types';
import { payments } from './tables';

export interface LedgerReport {
  payments: number;
  byStatus: Record<string, number>;
  succeededPesewas: number;
  paidInvoicesPesewas: number;
  /** each broken rule with up to five offending ids; empty when the books balance */
  problems: string[];
}

const RULES: { name: string; query: ReturnType<typeof sql> }[] = [
  {
    name: "a payment's last status event does not lead to its status",
    query: sql`select p.id from payments p
      left join lateral (select e.to_status from payment_events e
        where e.payment_id = p.id and e.to_status is not null order by e.id desc limit 1) last on true
      where p.status not in ('pending') and last.to_status is distinct from p.status limit 5`,
  },
  {
    name: 'a succeeded payment without its paid invoice',
    query: sql`select p.id from payments p left join invoices i on i.id = p.invoice_id
      where p.status = 'succeeded' and (i.id is null or i.status <> 'paid') limit 5`,
  },
  {
    name: 'a paid invoice without exactly one succeeded payment',
    query: sql`select i.id from invoices i
      where i.status = 'paid'
        and (select count(*) from payments p where p.invoice_id = i.id and p.status = 'succeeded') <> 1 limit 5`,
  },
  {
    name: 'a payment that is not succeeded has a paid invoice',
    query: sql`select p.id from payments p join invoices i on i.id = p.invoice_id
      where p.status <> 'succeeded' and i.status = 'paid'
        and not exists (select 1 from payments q where q.invoice_id = i.id and q.status = 'succeeded') limit 5`,
  },
  {
    name: 'more than one open payment for a customer',
    query: sql`select user_id as id from payments where status in ('pending', 'processing')
      group by user_id having count(*) > 1 limit 5`,
  },
];

export async function reconcileLedger(db: Db): Promise<LedgerReport> {
  const counts = await rowsOf<{ status: string; n: string | number }>(
    db.execute(sql`select status, count(*) as n from payments group by status`),
  );
  const byStatus = Object.fromEntries(counts.map((r) => [r.status, Number(r.n)]));
  const [sums] = await rowsOf<{ succeeded: string | number | null; invoiced: string | number | null }>(
    db.execute(sql`select
      (select coalesce(sum(amount_pesewas), 0) from payments where status = 'succeeded') as succeeded,
      (select coalesce(sum(amount_pesewas), 0) from invoices where status = 'paid') as invoiced`),
  );
  const succeededPesewas = Number(sums?.succeeded ?? 0);
  const paidInvoicesPesewas = Number(sums?.invoiced ?? 0);
  const problems: string[] = [];
  for (const rule of RULES) {
    const rows = await rowsOf<{ id: string }>(db.execute(rule.query));
    if (rows.length > 0) problems.push(`${rule.name}: ${rows.map((r) => r.id).join(', ')}`);
  }
  if (succeededPesewas !== paidInvoicesPesewas) {
    problems.push(`paid invoices hold ${paidInvoicesPesewas} pesewas, succeeded payments ${succeededPesewas}`);
  }
  return {
    payments: Object.values(byStatus).reduce((a, b) => a + b, 0),
    byStatus,
    succeededPesewas,
    paidInvoicesPesewas,
    problems,
  };
}

// ----- our books against the provider's -------------------------------------------------------------

/** A success at the provider that our books lack: no payment of ours, or ours not succeeded. */
export interface ProviderGap {
  reference: string;
  /** pesewas, as the provider took them */
  amount: number;
  currency: string;
  paidAt: string | null;
  /** our payment's id and status, or null when we have no payment with this reference */
  paymentId: string | null;
  ourStatus: string | null;
  /** the customer's email: our payment's, else the one the provider names; null when neither knows */
  customerEmail: string | null;
  /** our reference format and a payment of ours: an administrator may credit it (POST .../credit) */
  creditable: boolean;
}

export interface ProviderComparison {
  from: string;
  to: string;
  /** the provider's transactions read for the period */
  providerTransactions: number;
  providerSuccesses: number;
  gaps: ProviderGap[];
}

const OUR_REFERENCE = /^SKY-\d{10,16}-[0-9A-F]{8}$/;
const PAGE = 100;
/** At most this many pages are read for one period (10,000 transactions); narrow the period beyond. */
const MAX_PAGES = 100;

/**
 * Compare our payments with the provider's transaction list for a period (Paystack GET /transaction with
 * from, to and perPage, page by page): every provider success whose payment we lack or have not marked
 * succeeded. Read-only; the provider's list is read through `list` (the service's withProvider, so the
 * breaker and retries apply).
 */
export async function compareWithProvider(
  db: Db,
  list: (query: { from: string; to: string; perPage: number; page: number }) => Promise<{
    data: PaystackTransaction[];
    total: number;
  }>,
  period: { from: Date; to: Date },
): Promise<ProviderComparison> {
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const successes: PaystackTransaction[] = [];
  let read = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await list({ from, to, perPage: PAGE, page });
    read += answer.data.length;
    successes.push(...answer.data.filter((t) => t.status === 'success'));
    if (answer.data.length < PAGE || read >= answer.total) break;
  }
  const references = [...new Set(successes.map((t) => t.reference))];
  const ours = references.length
    ? await db
        .select({ id: payments.id, reference: payments.reference, status: payments.status, email: payments.email })
        .from(payments)
        .where(inArray(payments.reference, references))
    : [];
  const byReference = new Map(ours.map((p) => [p.reference, p]));
  const gaps: ProviderGap[] = [];
  for (const t of successes) {
    const own = byReference.get(t.reference);
    if (own?.status === 'succeeded') continue;
    gaps.push({
      reference: t.reference,
      amount: t.amount,
      currency: t.currency,
      paidAt: t.paid_at,
      paymentId: own?.id ?? null,
      ourStatus: own?.status ?? null,
      customerEmail: own?.email ?? t.customer?.email ?? null,
      creditable: Boolean(own) && OUR_REFERENCE.test(t.reference),
    });
  }
  return { from, to, providerTransactions: read, providerSuccesses: successes.length, gaps };
}
