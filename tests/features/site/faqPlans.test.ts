import { describe, expect, it } from 'vitest';
import { PLANS } from '../../../src/domain/plans';
import { faqs } from '../../../src/features/site/supportContent';

const text = faqs.map((f) => `${f.question} ${f.answer}`).join('\n');

/**
 * Every place the FAQ names a plan: 'Home 50 Mbps', 'Starter at 15 Mbps', 'Business Beta at up to 200 Mbps'
 * (a capitalised name before a speed), 'the Student plan', and 'Basic Internet (100 GB'.
 */
function namedPlans(s: string): { name: string; speed: number | null }[] {
  const found: { name: string; speed: number | null }[] = [];
  const name = String.raw`([A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)*)`;
  for (const m of s.matchAll(new RegExp(String.raw`${name} (?:at )?(?:up to )?(\d+) Mbps`, 'g')))
    found.push({ name: m[1] ?? '', speed: Number(m[2]) });
  for (const m of s.matchAll(new RegExp(String.raw`\b[Tt]he ${name} plans?\b`, 'g')))
    found.push({ name: m[1] ?? '', speed: null });
  for (const m of s.matchAll(new RegExp(String.raw`${name} \(\d+ GB`, 'g')))
    found.push({ name: m[1] ?? '', speed: null });
  return found;
}

describe('the support FAQ names only plans of the catalogue', () => {
  it('finds the spec’s invented plans in the spec’s sentence (the check can fail)', () => {
    expect(
      namedPlans('Starter at 15 Mbps, Growth at 50 Mbps and Business Beta at up to 200 Mbps.').map((p) => p.name),
    ).toEqual(['Starter', 'Growth', 'Business Beta']);
  });

  it('every plan it names exists, at the speed the catalogue gives', () => {
    const named = namedPlans(text);
    expect(named.length).toBeGreaterThanOrEqual(PLANS.length);
    for (const { name, speed } of named) {
      const plan = PLANS.find((p) => p.name === name);
      expect(plan, name).toBeDefined();
      if (speed !== null) expect(plan?.speedMbps, name).toBe(speed);
    }
  });

  it('names every plan of the catalogue in the speeds answer, and the one data cap', () => {
    const speeds = faqs.find((f) => f.id === 'speeds')?.answer ?? '';
    for (const p of PLANS) expect(speeds).toContain(`${p.name} ${p.speedMbps} Mbps`);
    expect(speeds).toContain('Satellite service:');
    expect(speeds).toContain('City broadband:');
    expect(faqs.find((f) => f.id === 'data')?.answer).toBe(
      'Only on Basic Internet (100 GB a month). Every other plan has unlimited data with no caps.',
    );
    expect(text).not.toMatch(/Starter|Growth|Beta|200 Mbps/);
  });
});
