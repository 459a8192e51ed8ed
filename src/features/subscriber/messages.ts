/**
 * The subscriber dashboard's texts (/user-dashboard; spec billing §2 "Subscriber dashboard", §8). The
 * spec's own strings are quoted exactly; the billing texts it shares (No invoices found, the mobile money
 * prompt and message, the load and create failures) stay in billing's messages.ts and are used from there.
 */
export const SUBSCRIBER_MESSAGES = {
  /** spec §2: 'Shows Loading' */
  loading: 'Loading',
  /** spec §2: 'Not logged in' when unauthenticated */
  notLoggedIn: 'Not logged in',
  signInPrompt: 'Sign in to see your subscription and invoices.',
  signIn: 'Sign in',
  title: 'My Subscription',
  tabsLabel: 'Subscriber dashboard',
  tabOverview: 'Overview',
  tabSettings: 'Settings',
  tabBilling: 'Billing',
  tabSupport: 'Support',
  retry: 'Try again',
  refresh: 'Refresh',
  subscriptionTitle: 'Subscription',
  noSubscription: 'You have no subscription yet. Choose a plan below: its invoice appears in your list.',
  ended: 'Your subscription has ended. Choose a plan to start again.',
  choosePlanTitle: 'Choose a plan',
  choose: 'Choose plan',
  invoicesTitle: 'Invoices',
  currentBillTitle: 'Current bill',
  noCurrentBill: 'You are all paid up.',
  /** ours: no subscription, and no invoice owed (a failed first attempt's invoice is void) */
  nothingOwedYet: 'Nothing to pay yet. Choose a plan on the Billing tab to get your first invoice.',
  payNow: 'Pay with mobile money',
  dialogTitle: 'Pay invoice by mobile money',
  cancel: 'Cancel',
  close: 'Close',
  pay: 'Pay',
  lateFee: 'Late fee',
  plan: 'Plan',
  status: 'Status',
  cycle: 'Billing cycle',
  nextBilling: 'Next billing date',
  autoRenew: 'Auto-renew',
  notYet: 'After your first payment',
  on: 'On',
  off: 'Off',
  settingsTitle: 'Account settings',
  settingsIntro: 'Your account details, security and notification choices live on their own pages.',
  settingsLink: 'Open settings',
  profileLink: 'Edit profile',
  signedInAs: 'Signed in as',
  planChanges: 'Plan changes take effect on the next billing cycle.',
  supportTitle: 'Help and support',
  supportIntro: 'Our team can pause your subscription, answer billing questions and fix connection problems.',
  supportLink: 'Support centre',
  contactLink: 'Contact us',
  pausePolicy: 'A subscription can be paused for up to 3 months via support.',
  refundPolicy: 'There is a 14-day money-back guarantee.',
  paymentTime: 'Payment takes 1-3 minutes.',
  activation: 'Service activates immediately after payment, with SMS confirmation.',
  creating: 'Creating your subscription...',
  reloading: 'Updating your billing...',
  subscriptionCreated: 'Your subscription was created. Its invoice is at the top of your list.',
} as const;

/** A plan paid for that starts when the current paid time ends (the words, as /dashboard). */
export const changesTo = (plan: string, date: string) => `Changes to ${plan} on ${date}`;

/** '{n} days late' */
export const daysLateText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'} late`;

/** The page heading: 'Welcome, {name}' (as the account summary greets). */
export const welcome = (name: string) => `Welcome, ${name}`;
