/**
 * Ghana mobile numbers and mobile-money networks (product rule: numbers are 10 digits starting with 0;
 * prefixes MTN 024, 025, 053, 054, 055, 059; Telecel (was Vodafone) 020, 050; AT (was AirtelTigo: Airtel
 * 026, 056, Tigo 027, 057)). Pure functions used by PhoneNumberField, MobileNetworkPicker and the payment screens.
 */

/** The API's and the database's values (spec B §3), kept although two networks have been renamed since. */
export type MobileNetwork = 'MTN' | 'VODAFONE' | 'AIRTELTIGO';

export const MOBILE_NETWORKS: readonly MobileNetwork[] = ['MTN', 'VODAFONE', 'AIRTELTIGO'];

/** What a customer sees of a network: its name, its wallet and the wallet's USSD menu. */
export interface NetworkBrand {
  /** The network today ('Auto-detected: {name}', 'Enter your {name} mobile money number:'). */
  name: string;
  /** The mobile money wallet it runs (payment method on receipts and the dashboard). */
  wallet: string;
  /** The menu where a missed approval prompt can be found. */
  ussd: string;
}

/**
 * The one table of the networks' names as Ghanaian customers know them today (provider note §7):
 * Vodafone Ghana is Telecel (Telecel Cash), AirtelTigo is AT (AT Money). AT's menu is *110#, not the
 * spec's *185# (Airtel Money's menu in Uganda). Screens read this; the API keeps `VODAFONE`, `AIRTELTIGO`.
 */
export const NETWORK_BRANDS: Readonly<Record<MobileNetwork, NetworkBrand>> = {
  MTN: { name: 'MTN', wallet: 'MTN Mobile Money', ussd: '*170#' },
  VODAFONE: { name: 'Telecel', wallet: 'Telecel Cash', ussd: '*110#' },
  AIRTELTIGO: { name: 'AT (AirtelTigo)', wallet: 'AT Money', ussd: '*110#' },
};

function brandField<K extends keyof NetworkBrand>(key: K): Record<MobileNetwork, NetworkBrand[K]> {
  return {
    MTN: NETWORK_BRANDS.MTN[key],
    VODAFONE: NETWORK_BRANDS.VODAFONE[key],
    AIRTELTIGO: NETWORK_BRANDS.AIRTELTIGO[key],
  };
}

/** 'MTN', 'Telecel', 'AT (AirtelTigo)'. */
export const NETWORK_NAMES: Readonly<Record<MobileNetwork, string>> = brandField('name');

/** 'MTN Mobile Money', 'Telecel Cash', 'AT Money'. */
export const NETWORK_WALLETS: Readonly<Record<MobileNetwork, string>> = brandField('wallet');

/** '*170#', '*110#', '*110#'. */
export const NETWORK_USSD: Readonly<Record<MobileNetwork, string>> = brandField('ussd');

/** The wallets in a sentence: 'MTN Mobile Money, Telecel Cash or AT Money' (or '... and AT Money'). */
export function walletList(conjunction: 'and' | 'or'): string {
  const wallets = MOBILE_NETWORKS.map((network) => NETWORK_WALLETS[network]);
  return `${wallets.slice(0, -1).join(', ')} ${conjunction} ${wallets[wallets.length - 1]}`;
}

/** The network names in a sentence: 'MTN, Telecel or AT (AirtelTigo)'. */
export function networkList(conjunction: 'and' | 'or'): string {
  const names = MOBILE_NETWORKS.map((network) => NETWORK_NAMES[network]);
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names[names.length - 1]}`;
}

export const NETWORK_PREFIXES: Record<MobileNetwork, readonly string[]> = {
  MTN: ['024', '025', '053', '054', '055', '059'],
  VODAFONE: ['020', '050'],
  AIRTELTIGO: ['026', '027', '056', '057'],
};

export const GHANA_PHONE_PLACEHOLDER = '0241234567';
export const GHANA_PHONE_LENGTH = 10;
export const INVALID_GHANA_PHONE_MESSAGE = 'Please enter a valid 10-digit mobile number starting with 0';

/**
 * Keep only the digits and turn the international form (+233 24..., 00233 24..., 233 24...)
 * into the local 10-digit form (024...). Anything else is returned as its digits.
 */
export function normalizeGhanaPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('00233')) digits = digits.slice(5);
  else if (digits.startsWith('233') && digits.length >= 12) digits = digits.slice(3);
  else return digits;
  return digits.startsWith('0') ? digits : `0${digits}`;
}

/** True for a 10-digit local number starting with 0 (after normalising). */
export function isValidGhanaPhone(input: string): boolean {
  return /^0\d{9}$/.test(normalizeGhanaPhone(input));
}

/** `0241234567` -> `024 123 4567`; partial input is grouped as far as it goes. */
export function formatGhanaPhone(input: string): string {
  const digits = normalizeGhanaPhone(input).slice(0, GHANA_PHONE_LENGTH);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join(' ');
}

/** The network a number's prefix belongs to, or null when unknown or too short. */
export function networkFromPrefix(input: string): MobileNetwork | null {
  const prefix = normalizeGhanaPhone(input).slice(0, 3);
  if (prefix.length < 3) return null;
  for (const network of MOBILE_NETWORKS) {
    if (NETWORK_PREFIXES[network].includes(prefix)) return network;
  }
  return null;
}

/** The field's message for a typed number: null when valid or still empty. */
export function ghanaPhoneError(input: string): string | null {
  if (input.trim() === '') return null;
  return isValidGhanaPhone(input) ? null : INVALID_GHANA_PHONE_MESSAGE;
}
