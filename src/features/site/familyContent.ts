/**
 * The line under a page's satellite service cards that names the other family of the catalogue (city
 * broadband, on /packages), in the catalogue's words.
 */
import { familyLine, PLAN_FAMILIES } from '../../domain/plans';

const broadband = PLAN_FAMILIES.packages;

export const otherFamilyNote = {
  text: familyLine('packages'),
  link: `See ${broadband.name.toLowerCase()} plans`,
} as const;
