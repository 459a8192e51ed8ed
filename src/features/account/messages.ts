/**
 * The customer dashboard's texts (spec billing §2 "Customer dashboard", §8). The spec's strings are
 * kept word for word; the ones marked "ours" fill in where it is silent. The billing texts the dashboard
 * shares with the payment pages ('Payment Successful! ...', 'No invoices found', 'Failed to load billing
 * information') are in billing's messages.ts, once. Pure data.
 */
export const DASHBOARD_MESSAGES = {
  // ----- sidebar and header (§2) -----------------------------------------------------------------
  sectionBilling: 'Billing & Payments',
  sectionOverview: 'Account Overview',
  sectionUsage: 'Usage & Speed (Coming Soon)',
  sectionSupport: 'Support (Coming Soon)',
  /** the coming-soon panels' feature names (ours: the labels without '(Coming Soon)') */
  usageFeature: 'Usage & Speed',
  supportFeature: 'Support',
  resetPassword: 'Reset Password',
  comingSoon: 'Coming soon',
  signOut: 'Sign Out',
  /** ours */
  menuLabel: 'Dashboard menu',
  /** ours */
  title: 'My Dashboard',

  // ----- billing tab (§2, §8) --------------------------------------------------------------------
  refresh: 'Refresh',
  /** ours */
  refreshing: 'Refreshing...',
  errorLoading: 'Error Loading Billing Data',
  moreOptions: 'More Payment Options',
  /** ours: card titles */
  currentSubscription: 'Current Subscription',
  acceptedMethods: 'Accepted Payment Methods',
  makePayment: 'Make Payment',
  /** ours: the Make Payment card's first group, the customer's own plan */
  yourPlan: 'Your plan',
  paymentHistory: 'Payment History',
  billingSummary: 'Billing Summary',
  /** ours: GET /subscriptions found none, or the customer never paid (never 'Terminated') */
  noSubscription: 'You have no subscription yet.',
  /** ours: under it, with the plans of the Make Payment card */
  noSubscriptionHint: 'Choose a package to get connected: pay for one below, or compare all our packages.',
  /** ours: the link to /packages */
  viewPackages: 'View packages',
  /** ours: the subscription card's terms */
  plan: 'Plan',
  status: 'Status',
  nextBillingDate: 'Next billing date',
  lastPaymentTerm: 'Last payment',
  /** ours: the subscription card's auto-renew switch (docs/product-rules.md "Auto-renew") */
  autoRenew: 'Renew automatically',
  autoRenewHelp:
    'The day before your paid-until date, an approval prompt for one more period comes to the number you last paid with.',
  autoRenewSaving: 'Saving...',
  /** ours */
  viewReceipt: 'View Receipt',
  /** ours: loading */
  loading: 'Loading billing data...',

  // ----- summary tiles (§3 Billing summary; labels ours) -----------------------------------------
  totalThisYear: 'Total this year',
  totalThisMonth: 'This month',
  averageMonthly: 'Average monthly',
  totalPayments: 'Total payments',
  pendingPayments: 'Pending payments',
  lastPayment: 'Last payment',
  /** ours */
  noPaymentYet: 'None yet',
} as const;

/** A plan paid for that starts when the current paid time ends (the words). */
export const changesTo = (plan: string, date: string) => `Changes to ${plan} on ${date}`;

/** 'Pay GH₵ 100.00 for Student' for a package button (ours). */
export const payFor = (name: string, price: string) => `Pay ${price} for ${name}`;

/** 'Pay GH₵ 50.00 to renew Basic Internet': the customer's own plan, first on the Make Payment card (ours). */
export const renewFor = (name: string, price: string) => `Pay ${price} to renew ${name}`;
