/**
 * The subscriptions feature's user-facing texts: the renewal link and its page. The spec is silent on all
 * of them (it has no renewal link); they are ours, written to say what happened.
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
