import { describe, expect, it } from 'vitest';
import { brand, brandFacts, whatsappHref } from '../../src/domain/brand';
import { BILLING_MESSAGES } from '../../src/features/billing/messages';
import { homeHighlights } from '../../src/features/site/homeContent';

/** Every string of the brand facts, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

describe('brand facts: one set, no placeholders', () => {
  it('has one support phone, in the footer format, and every mailbox on the product domain', () => {
    expect(brand.phones.support).toBe(brand.phones.main);
    expect(brand.phones.main).toMatch(/^\+233 \d{2} \d{3} \d{4}$/);
    for (const email of Object.values(brand.emails)) expect(email.endsWith(`@${brand.domain}`), email).toBe(true);
  });

  it('names no placeholder domain or number anywhere', () => {
    for (const text of [...strings(brand), BILLING_MESSAGES.supportContact]) {
      expect(text).not.toMatch(/\.example\b|example\.com|0302 123 456|CS123456789/);
    }
  });

  it("payment errors name the brand's support mailbox and phone", () => {
    expect(BILLING_MESSAGES.supportContact).toBe(`${brand.emails.support} or ${brand.phones.support}`);
  });

  it('claims a registration number and a WhatsApp channel only when they are configured', () => {
    expect(brandFacts({}).registration.number).toBeNull();
    expect(brandFacts({ registrationNumber: 'CS000111222' }).registration.number).toBe('CS000111222');
    expect(brandFacts({}).whatsapp).toBeNull();
    const support = homeHighlights.find((h) => h.title === 'Local Support')?.text ?? '';
    expect(support.includes('WhatsApp')).toBe(brand.whatsapp !== null);
  });

  it('links WhatsApp as wa.me with the international number in digits', () => {
    expect(whatsappHref('+233 24 290 1234')).toBe('https://wa.me/233242901234');
    expect(brand.whatsapp).not.toBeNull();
  });
});
