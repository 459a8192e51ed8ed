import { describe, expect, it } from 'vitest';
import {
  formatGhanaPhone,
  ghanaPhoneError,
  INVALID_GHANA_PHONE_MESSAGE,
  isValidGhanaPhone,
  MOBILE_NETWORKS,
  NETWORK_NAMES,
  NETWORK_USSD,
  NETWORK_WALLETS,
  networkFromPrefix,
  networkList,
  normalizeGhanaPhone,
  walletList,
} from '../../src/domain/format/phone';

describe('normalizeGhanaPhone', () => {
  it('keeps digits only', () => {
    expect(normalizeGhanaPhone('024 123-4567')).toBe('0241234567');
    expect(normalizeGhanaPhone('(024) 123 4567')).toBe('0241234567');
  });
  it('turns international forms into the local 0-prefixed form', () => {
    expect(normalizeGhanaPhone('+233 24 123 4567')).toBe('0241234567');
    expect(normalizeGhanaPhone('233241234567')).toBe('0241234567');
    expect(normalizeGhanaPhone('00233241234567')).toBe('0241234567');
  });
  it('leaves a short 233-starting local prefix alone', () => {
    expect(normalizeGhanaPhone('233')).toBe('233');
  });
});

describe('isValidGhanaPhone', () => {
  it('accepts 10 digits starting with 0', () => {
    expect(isValidGhanaPhone('0241234567')).toBe(true);
    expect(isValidGhanaPhone('020 123 4567')).toBe(true);
    expect(isValidGhanaPhone('+233 50 123 4567')).toBe(true);
  });
  it('rejects other lengths and numbers not starting with 0', () => {
    expect(isValidGhanaPhone('024123456')).toBe(false);
    expect(isValidGhanaPhone('02412345678')).toBe(false);
    expect(isValidGhanaPhone('1241234567')).toBe(false);
    expect(isValidGhanaPhone('')).toBe(false);
  });
});

describe('formatGhanaPhone', () => {
  it('groups as 3-3-4', () => {
    expect(formatGhanaPhone('0241234567')).toBe('024 123 4567');
    expect(formatGhanaPhone('+233241234567')).toBe('024 123 4567');
  });
  it('groups partial input without trailing spaces', () => {
    expect(formatGhanaPhone('02')).toBe('02');
    expect(formatGhanaPhone('0241')).toBe('024 1');
    expect(formatGhanaPhone('')).toBe('');
  });
  it('drops digits beyond 10', () => {
    expect(formatGhanaPhone('024123456789')).toBe('024 123 4567');
  });
});

describe('networkFromPrefix', () => {
  it.each([
    ['0241234567', 'MTN'],
    ['0251234567', 'MTN'],
    ['0531234567', 'MTN'],
    ['0541234567', 'MTN'],
    ['0551234567', 'MTN'],
    ['0591234567', 'MTN'],
    ['0201234567', 'VODAFONE'],
    ['0501234567', 'VODAFONE'],
    ['0261234567', 'AIRTELTIGO'],
    ['0271234567', 'AIRTELTIGO'],
    ['0561234567', 'AIRTELTIGO'],
    ['0571234567', 'AIRTELTIGO'],
  ])('%s is %s', (number, network) => {
    expect(networkFromPrefix(number)).toBe(network);
  });
  it('is null for unknown or too-short prefixes', () => {
    expect(networkFromPrefix('0301234567')).toBeNull();
    expect(networkFromPrefix('02')).toBeNull();
  });
});

describe('ghanaPhoneError', () => {
  it('is silent while empty and for a valid number', () => {
    expect(ghanaPhoneError('')).toBeNull();
    expect(ghanaPhoneError('0241234567')).toBeNull();
  });
  it('explains the format otherwise', () => {
    expect(ghanaPhoneError('02412')).toBe(INVALID_GHANA_PHONE_MESSAGE);
  });
});

describe('the networks by their names today (provider note §7)', () => {
  it("keeps the API values and shows today's names, wallets and menus", () => {
    expect(MOBILE_NETWORKS).toEqual(['MTN', 'VODAFONE', 'AIRTELTIGO']);
    expect(NETWORK_NAMES).toEqual({ MTN: 'MTN', VODAFONE: 'Telecel', AIRTELTIGO: 'AT (AirtelTigo)' });
    expect(NETWORK_WALLETS).toEqual({ MTN: 'MTN Mobile Money', VODAFONE: 'Telecel Cash', AIRTELTIGO: 'AT Money' });
  });
  it("sends AT Money customers to *110#, not the spec's *185# (Airtel Uganda)", () => {
    expect(NETWORK_USSD).toEqual({ MTN: '*170#', VODAFONE: '*110#', AIRTELTIGO: '*110#' });
  });
  it('lists them in a sentence', () => {
    expect(walletList('or')).toBe('MTN Mobile Money, Telecel Cash or AT Money');
    expect(walletList('and')).toBe('MTN Mobile Money, Telecel Cash and AT Money');
    expect(networkList('or')).toBe('MTN, Telecel or AT (AirtelTigo)');
  });
});
