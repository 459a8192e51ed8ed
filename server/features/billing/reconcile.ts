/**
 * The ledger's books, checked: after a load or fault drill (and whenever an operator wants to know),
 * every payment's recorded events must lead to its final state, every succeeded payment must have
 * paid exactly its own invoice, no invoice may be paid twice, and the money in paid invoices must
 * equal the money in succeeded payments. Read-only; one round trip per rule.
 */
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';

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
