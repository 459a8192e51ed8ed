/**
 * Anonymous writes to the coverage demand figures (coverage_checks) are bounded: per client address
 * and in total, under parallel requests, while every caller still gets its answer (pen-test finding:
 * 1,000 rows in 9.5 s from one address).
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coveragePolicy } from '../../../../server/features/coverage/routes';
import { coverageChecks } from '../../../../server/features/coverage/tables';
import { analyzeResponseSchema, checkResponseSchema } from '../../../../src/features/coverage/contract';
import { ANALYSIS_DEFAULTS, analysisInputOf } from '../../../../src/features/coverage/coverageAnalysis.machine';
import { createHarness, type Harness } from '../../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false });
});
afterAll(async () => {
  await h?.close();
});

const { demandPerClient, demandTotal, demandWindowMs } = coveragePolicy;

async function rowsWritten(): Promise<number> {
  const [row] = await h.database.db.select({ n: count() }).from(coverageChecks);
  return row?.n ?? 0;
}

/** What the AI coverage form sends with its defaults for an Accra address. */
const analyzeBody = analysisInputOf({ ...ANALYSIS_DEFAULTS, address: 'Osu, Accra' });

describe('coverage demand records: bounded per address and in total', () => {
  it('a visitor under the limit is answered and recorded each time', async () => {
    const before = await rowsWritten();
    const check = await h.post('/api/coverage/check', { address: 'Paris, France' }, { ip: '192.0.2.1' });
    expect(check.status).toBe(200);
    expect(checkResponseSchema.parse(await check.json()).data.available).toBe(false);
    const analyze = await h.post('/api/coverage/analyze', analyzeBody, { ip: '192.0.2.1' });
    expect(analyze.status).toBe(200);
    expect(analyzeResponseSchema.parse(await analyze.json()).data.primaryRecommendation).toBe('fiber');
    expect(await rowsWritten()).toBe(before + 2);
  });

  it('one address: every request is answered, at most the per-address share is recorded, however many at once', async () => {
    h.clock.advance(demandWindowMs + 1000);
    const before = await rowsWritten();
    const answers = await Promise.all(
      Array.from({ length: demandPerClient + 5 }, (_, i) =>
        i % 2 === 0
          ? h.post('/api/coverage/check', { address: `Town ${i}, Togo` }, { ip: '192.0.2.50' })
          : h.post('/api/coverage/analyze', analyzeBody, { ip: '192.0.2.50' }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    expect(await rowsWritten()).toBe(before + demandPerClient);

    // another address is still recorded; this one again once its window has passed
    await h.post('/api/coverage/check', { address: 'Lomé, Togo' }, { ip: '192.0.2.51' });
    expect(await rowsWritten()).toBe(before + demandPerClient + 1);
    h.clock.advance(demandWindowMs + 1000);
    await h.post('/api/coverage/check', { address: 'Lomé, Togo' }, { ip: '192.0.2.50' });
    expect(await rowsWritten()).toBe(before + demandPerClient + 2);
  });

  it('many addresses: no more than the total is recorded in a window, and recording resumes after it', async () => {
    h.clock.advance(demandWindowMs + 1000);
    const before = await rowsWritten();
    const perAddress = Math.min(4, demandPerClient);
    const addresses = Math.ceil((demandTotal + 5) / perAddress);
    const answers = await Promise.all(
      Array.from({ length: addresses * perAddress }, (_, i) =>
        h.post(
          '/api/coverage/check',
          { address: 'Paris, France' },
          { ip: `10.${Math.floor(i / perAddress / 250)}.${Math.floor(i / perAddress) % 250}.9` },
        ),
      ),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(await rowsWritten()).toBe(before + demandTotal);

    // a new visitor is still answered while the total is spent, and recorded once the window has passed
    const late = await h.post('/api/coverage/check', { address: 'Abuja, Nigeria' }, { ip: '192.0.2.99' });
    expect(late.status).toBe(200);
    expect(await rowsWritten()).toBe(before + demandTotal);
    h.clock.advance(demandWindowMs + 1000);
    await h.post('/api/coverage/check', { address: 'Abuja, Nigeria' }, { ip: '192.0.2.99' });
    expect(await rowsWritten()).toBe(before + demandTotal + 1);
  }, 120_000);
});
