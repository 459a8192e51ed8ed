/** What a contact form hands to the API, and how the API refuses fields (shared by the machine and the client). */
import type { ContactField, ContactFormKind, ContactValues } from './rules';

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export interface ContactSubmission {
  kind: ContactFormKind;
  values: ContactValues;
}

/** The server refused some fields (400 with issues): shown under the fields, no fallback needed. */
export class ContactRejected extends Error {
  readonly fieldErrors: ContactFieldErrors;
  constructor(fieldErrors: ContactFieldErrors) {
    super('Contact message rejected');
    this.name = 'ContactRejected';
    this.fieldErrors = fieldErrors;
  }
}
