import { describe, expect, it } from 'vitest';
import {
  type Receipt,
  receiptFileName,
  receiptLines,
  receiptStatusLabel,
  receiptText,
} from '../../src/domain/format/receipt';

const receipt: Receipt = {
  brandName: 'SkyLink Ghana',
  reference: 'SKY-1763630100',
  transactionId: '4099260516',
  paidAt: new Date('2026-11-20T09:15:00Z'),
  amount: 110_000,
  method: 'MTN Mobile Money',
  description: 'Student Plan',
  status: 'success',
  customerName: 'Ama Mensah',
  customerEmail: 'ama.mensah@example.com',
  billingCycle: 'yearly',
  paidUntil: new Date('2027-11-20T09:15:00Z'),
};

describe('receiptLines', () => {
  it('lists the payment facts in order with GH₵ amount and Accra time', () => {
    expect(receiptLines(receipt)).toEqual([
      ['Reference', 'SKY-1763630100'],
      ['Transaction ID', '4099260516'],
      ['Date', '20 Nov 2026, 09:15'],
      ['Description', 'Student Plan'],
      ['Billing cycle', 'Yearly'],
      ['Service paid until', '20 Nov 2027'],
      ['Payment method', 'MTN Mobile Money'],
      ['Customer', 'Ama Mensah'],
      ['Email', 'ama.mensah@example.com'],
      ['Status', 'Paid'],
      ['Amount', 'GH₵ 1,100.00'],
    ]);
  });
  it('a second payment for a period already paid ends with a note naming the payment that paid it', () => {
    expect(receiptLines({ ...receipt, duplicateOf: 'SKY-1763630000' }).at(-1)).toEqual([
      'Note',
      'Second payment for a period SKY-1763630000 had already paid: added as extra time',
    ]);
    expect(receiptText({ ...receipt, duplicateOf: 'SKY-1763630000' })).toContain(
      'Note:               Second payment for a period SKY-1763630000 had already paid: added as extra time',
    );
  });

  it('leaves out what is missing', () => {
    const { transactionId: _t, customerName: _c, billingCycle: _b, paidUntil: _p, ...rest } = receipt;
    expect(receiptLines(rest).map(([l]) => l)).toEqual([
      'Reference',
      'Date',
      'Description',
      'Payment method',
      'Email',
      'Status',
      'Amount',
    ]);
  });
});

describe('receiptStatusLabel', () => {
  it('shows success as Paid and words otherwise', () => {
    expect(receiptStatusLabel('succeeded')).toBe('Paid');
    expect(receiptStatusLabel('failed')).toBe('Failed');
    expect(receiptStatusLabel('grace_period')).toBe('Grace period');
    expect(receiptStatusLabel(' ')).toBe('Unknown');
  });
});

describe('receiptText', () => {
  it('is a titled, aligned plain-text receipt', () => {
    const text = receiptText(receipt);
    expect(text.startsWith('SkyLink Ghana - Payment Receipt\n===============================\n\n')).toBe(true);
    // Values line up after the longest label ('Service paid until:') plus one space.
    expect(text).toContain(`${'Reference:'.padEnd(20)}SKY-1763630100\n`);
    expect(text).toContain(`${'Transaction ID:'.padEnd(20)}4099260516\n`);
    expect(text).toContain('Service paid until: 20 Nov 2027\n');
    expect(text).toContain(`${'Amount:'.padEnd(20)}GH₵ 1,100.00\n`);
    expect(text.endsWith('Thank you for choosing SkyLink Ghana.\n')).toBe(true);
  });
});

describe('receiptFileName', () => {
  it('makes a safe file name from the reference', () => {
    expect(receiptFileName(receipt)).toBe('receipt-SKY-1763630100.txt');
    expect(receiptFileName({ reference: '../../etc/passwd' })).toBe('receipt-etc-passwd.txt');
    expect(receiptFileName({ reference: '' })).toBe('receipt-payment.txt');
  });
});
