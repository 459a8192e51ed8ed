/**
 * Where a text message goes (docs/sms.md): an `SmsSender` takes one message to one number and either
 * hands it to a provider (`sent`, with the provider's id) or keeps it (`kept`: the outbox sender, nothing
 * leaves the server). A failure throws an `SmsSendError`; `permanent` ones (a number the provider refuses)
 * are not tried again.
 */
import { isValidGhanaPhone, normalizeGhanaPhone } from '../../src/domain/format/phone';

export interface SmsMessage {
  /** international form without '+': 233XXXXXXXXX */
  to: string;
  text: string;
}

export type SmsResult = { status: 'sent'; providerMessageId: string | null } | { status: 'kept' };

export interface SmsSender {
  /** stored with each row it took: 'outbox' or the provider's name */
  readonly name: 'outbox' | 'arkesel';
  send(message: SmsMessage): Promise<SmsResult>;
}

export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** The outbox sender: the message stays in the sms_outbox table (status `kept`), for administrators to read. */
export const outboxSmsSender: SmsSender = {
  name: 'outbox',
  async send() {
    return { status: 'kept' };
  },
};

/** A Ghana mobile number in the international form SMS providers take (233 + 9 digits), or null. */
export function internationalGhanaPhone(input: string | null | undefined): string | null {
  if (!input || !isValidGhanaPhone(input)) return null;
  return `233${normalizeGhanaPhone(input).slice(1)}`;
}
