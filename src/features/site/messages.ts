/**
 * Every user-facing text of the public site's contact forms, once each. The server imports this file
 * too (its validation messages and mail), so a sentence both sides use is written here only.
 * Texts the product gives (site spec §3, §5, §8) are word for word; the ones marked "ours" fill in
 * where it is silent. Pure data.
 */
export const CONTACT_MESSAGES = {
  // ----- validation (spec §5: '{field} is required', the email and phone rules) ------------------
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Please enter a valid phone number',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  serviceTypeInvalid: 'Please choose a service type', // ours
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`, // ours

  // ----- the home page form (spec §4, §8) ---------------------------------------------------------
  homeSubmitting: 'Sending Message...',
  /** spec §8 gives 'Thank you for your message! Your email client should open to send the message.';
   * the message now reaches our inbox, so the second sentence is ours (docs/product-rules.md: the departure). */
  homeThanks: 'Thank you for your message!',
  homeThanksDetail: "We'll get back to you within 24 hours.",
  homeError: 'There was an error preparing your message. Please contact us directly.',

  // ----- the contact page form (spec §2, §8) ------------------------------------------------------
  pageTitle: 'Send us a message',
  pageSubmitting: 'Sending...', // ours
  pageError: 'There was an error sending your message. Please try again or contact us directly.',
  sentTitle: 'Message Sent!',
  sentText: "Thank you for contacting us. We'll get back to you within 24 hours.",
  sendAnother: 'Send Another Message',

  // ----- both: the fallback when our server cannot take the message (ours) ----------------------
  fallbackLink: 'Email us instead',
  /** spec §7: the subject of the mail the form builds */
  mailSubject: (subject: string) => `New Contact Form Message: ${subject}`,

  // ----- server (ours) ------------------------------------------------------------------------------
  rateLimited: 'Too many messages from you. Please wait a little and try again, or email us directly.',
  received: 'Thank you for your message!',
} as const;
