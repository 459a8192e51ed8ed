/**
 * The line under a page's satellite service cards that names the other family of the catalogue (city
 * broadband, on /packages), in the catalogue's words.
 */
import { PLAN_FAMILIES } from '../../domain/plans';

const broadband = PLAN_FAMILIES.packages;

export const otherFamilyNote = {
  text: `${broadband.name}: ${broadband.description}`,
  link: `See ${broadband.name.toLowerCase()} plans`,
} as const;
