/**
 * The company as the site presents it. The product does not name it; we call it SkyLink Ghana
 * (see README, "Decisions where the spec is silent").
 */
export const brand = {
  name: 'SkyLink Ghana',
  shortName: 'SkyLink',
  market: 'Ghana',
  currency: 'GHS',
  currencySymbol: 'GH₵',
  country: 'GH',
  appVersion: '1.0.0',
} as const;
