/**
 * Ghana mobile numbers and mobile-money networks (product rule: numbers are 10 digits starting with 0;
 * prefixes MTN 024, 025, 053, 054, 055, 059; Vodafone 020, 050; AirtelTigo 026, 027, 056, 057).
 * Pure functions used by PhoneNumberField, MobileNetworkPicker and the payment screens.
 */
export type MobileNetwork = 'MTN' | 'VODAFONE' | 'AIRTELTIGO';

export const MOBILE_NETWORKS: readonly MobileNetwork[] = ['MTN', 'VODAFONE', 'AIRTELTIGO'];

export const NETWORK_NAMES: Record<MobileNetwork, string> = {
  MTN: 'MTN',
  VODAFONE: 'Vodafone',
  AIRTELTIGO: 'AirtelTigo',
};

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
