/**
 * Client for the contact API (POST /api/contact, `siteEndpoints.contact`). Resolves when the message is stored; a 400 with
 * field messages becomes a `ContactRejected` (shown under the fields); anything else (no network,
 * timeout, 429, 5xx) rejects with a `RequestError`, and the form offers the mail-client fallback.
 */
import { callEndpoint, type FetchLike, RequestError } from '../../services/http';
import { contactRequest, SITE_API_BASE, siteEndpoints } from './contract';
import { CONTACT_FIELDS, type ContactField } from './rules';
import { type ContactFieldErrors, ContactRejected, type ContactSubmission } from './submission';

export interface SiteClientOptions {
  fetch?: FetchLike;
  baseUrl?: string;
}

export function createSiteClient({ fetch: fetchFn, baseUrl = '' }: SiteClientOptions = {}) {
  return {
    async sendContact({ kind, values }: ContactSubmission): Promise<void> {
      const describe = () => 'Contact message not delivered';
      const endpoint = siteEndpoints.contact;
      try {
        await callEndpoint(
          fetchFn,
          `${baseUrl}${SITE_API_BASE}${endpoint.path}`,
          endpoint,
          { body: contactRequest(kind, values) },
          describe,
        );
      } catch (err) {
        if (err instanceof RequestError && err.failure.kind === 'http' && err.failure.status === 400) {
          const fieldErrors: ContactFieldErrors = {};
          for (const issue of err.failure.issues ?? []) {
            if ((CONTACT_FIELDS[kind] as readonly string[]).includes(issue.path)) {
              fieldErrors[issue.path as ContactField] ??= issue.message;
            }
          }
          if (Object.keys(fieldErrors).length > 0) throw new ContactRejected(fieldErrors);
        }
        throw err;
      }
    },
  };
}

export type SiteClient = ReturnType<typeof createSiteClient>;
