/**
 * The days support is closed, beside the brand's facts (brand.ts): Sundays and Ghana's public holidays, as
 * the days they are observed (a holiday on a weekend is observed on the Monday after, or the Tuesday when
 * Monday is one too). Nobody's service is suspended or terminated on such a day: the change waits for the
 * next working day's opening (docs/product-rules.md "Standing changes"). Ghana keeps UTC all year, so a
 * Ghana date is the UTC date.
 *
 * A dated list, kept by hand: the Eid dates are announced by the government shortly before, so the ones
 * below are the expected dates and are corrected here when announced. Years not listed have Sundays only.
 */

/** Observed public holidays, YYYY-MM-DD (Public Holidays Act, 2001 (Act 601) as amended). */
export const GHANA_PUBLIC_HOLIDAYS: readonly string[] = [
  // 2026
  '2026-01-01', // New Year's Day
  '2026-01-07', // Constitution Day
  '2026-03-06', // Independence Day
  '2026-03-20', // Eid al-Fitr (expected)
  '2026-04-03', // Good Friday
  '2026-04-06', // Easter Monday
  '2026-05-01', // May Day
  '2026-05-27', // Eid al-Adha (expected)
  '2026-07-01', // National Day of Prayer and Thanksgiving
  '2026-08-04', // Founders' Day
  '2026-09-21', // Kwame Nkrumah Memorial Day
  '2026-12-04', // Farmers' Day (first Friday of December)
  '2026-12-25', // Christmas Day
  '2026-12-28', // Boxing Day (26 December is a Saturday)
  // 2027
  '2027-01-01', // New Year's Day
  '2027-01-07', // Constitution Day
  '2027-03-08', // Independence Day (6 March is a Saturday)
  '2027-03-10', // Eid al-Fitr (expected)
  '2027-03-26', // Good Friday
  '2027-03-29', // Easter Monday
  '2027-05-03', // May Day (1 May is a Saturday)
  '2027-05-17', // Eid al-Adha (expected)
  '2027-07-01', // National Day of Prayer and Thanksgiving
  '2027-08-04', // Founders' Day
  '2027-09-21', // Kwame Nkrumah Memorial Day
  '2027-12-03', // Farmers' Day (first Friday of December)
  '2027-12-27', // Christmas Day (25 December is a Saturday)
  '2027-12-28', // Boxing Day (26 December is a Sunday)
];

const HOLIDAYS = new Set(GHANA_PUBLIC_HOLIDAYS);
const DAY_MS = 86_400_000;
/** Support opens at 08:00 Ghana time (spec: phone lines Mon-Fri 8AM-6PM). */
export const SUPPORT_OPENS_HOUR = 8;

/** Whether support is closed all day on `at`'s Ghana date: a Sunday or a public holiday. */
export function isClosedDay(at: Date): boolean {
  return at.getUTCDay() === 0 || HOLIDAYS.has(at.toISOString().slice(0, 10));
}

/**
 * The first moment at or after `at` that is on a working day: `at` itself when its day is one, else 08:00 of
 * the next day that is not a Sunday or a public holiday.
 */
export function nextWorkingMoment(at: Date): Date {
  if (!isClosedDay(at)) return at;
  let day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) + DAY_MS;
  while (isClosedDay(new Date(day))) day += DAY_MS;
  return new Date(day + SUPPORT_OPENS_HOUR * 3_600_000);
}
