/**
 * The subscriptions feature's user-facing texts: the renewal link and its page, a scheduled plan change on
 * the payment page, credit held. The spec is silent on all of them (it has no renewal link and no way to
 * cancel a change); they are ours, written to say what happened.
 */
export const SUBSCRIPTIONS_MESSAGES = {
  renewalLinkInvalid: 'This renewal link is not valid. Sign in to renew your service.',
  renewalLinkExpired: 'This renewal link has expired: the service it renews has ended. Sign in to choose a plan.',
  alreadyRenewed: 'This service is already renewed. Nothing more was charged.',
  numberRequired: 'Please enter mobile number and select network',
  renewalLoadFailed: 'We could not open your renewal. Check your connection and try again.',
  promiseUnavailable: 'More time can be asked for only after the service has ended and before it is suspended.',
  promiseAlreadyMade: 'You have already asked for more time for this period.',
  promiseFailed: 'We could not hold your service. Check your connection and try again.',
} as const;

// ----- a scheduled plan change on the payment page (ours) -------------------------------------------------
export const SCHEDULED_CHANGE_MESSAGES = {
  checking: 'Checking your plan…',
  title: 'A plan change is scheduled',
  payForIt: (plan: string) => `Pay for ${plan}`,
  cancelIt: 'Cancel the change',
  confirmTitle: (plan: string) => `Cancel your change to ${plan}?`,
  confirmYes: 'Yes, cancel the change',
  confirmNo: 'Keep the change',
  cancelling: 'Cancelling the change…',
  failedTitle: 'The change was not cancelled',
} as const;
/** The offer's first line: which plan starts when, and what this page may do about it. */
export const changeScheduledOffer = (plan: string, date: string) =>
  `Your plan changes to ${plan} on ${date}. Pay for ${plan}, or cancel the change to pay for another plan.`;
/** What a cancel keeps: said before the customer confirms. */
export const changeCancelKeeps = (cost: string | null, until: string) =>
  `${cost ? `${cost} paid for it is kept as credit and goes into your next payment. ` : ''}Your current plan stays paid until ${until}.`;
export const changeExtended = (plan: string, date: string) =>
  `This payment adds to your change to ${plan}, which starts on ${date}.`;
export const changeCancelled = (plan: string, credit: string) =>
  `Your change to ${plan} is cancelled. ${credit} is kept as credit and goes into your next payment. You can pay for any plan now.`;
/** What a payment will do while the current plan's paid time runs: said before the customer pays. */
export const paymentSchedules = (plan: string, startsOn: string) =>
  `Your current plan is paid until ${startsOn}. ${plan} starts then: this payment schedules the change, and your service stays as it is until that day.`;
export const paymentExtends = (cycle: 'monthly' | 'yearly', until: string) =>
  `This adds one ${cycle === 'yearly' ? 'year' : 'month'}: paid until ${until}.`;
/** Credit held on the subscription, on the payment page and the dashboard. */
export const creditHeld = (credit: string) =>
  `You have ${credit} of credit: your next payment adds it to your plan as extra days.`;
