/**
 * The contract of the contact API: POST /api/contact takes a message from either contact form, stores
 * it in the inbox (read by the admin area) and mails the services mailbox.
 *
 * - The request carries `form` ('home' | 'contact') and the form's fields; each form's own rules
 *   apply (rules.ts: phone optional on the home page, required on the contact page; subject one of
 *   the home options or free text; serviceType on the contact page).
 * - 201 answers `{ id, receivedAt, message }`. Errors are `{ error, message, code, issues? }`:
 *   400 `validation_failed` with one message per failing field in `issues`, 429 `rate_limited`.
 *
 * `siteEndpoints` declares the site's API (contact, and the first-party events whose contract is the
 * domain's, src/domain/analyticsContract.ts): the server mounts it from the table and the client calls it.
 */
import { z } from 'zod';
import { eventsEndpoint } from '../../domain/analyticsContract';
import { PUBLIC_API_BASE } from '../../domain/analyticsEvents';
import { BODY_ERROR_CODES, COMMON_ERROR_CODES, errorBodySchema } from '../../domain/apiError';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactFormKind,
  type ContactValues,
  contactErrors,
  emptyContactValues,
} from './rules';

export const CONTACT_ERROR_CODES = [...COMMON_ERROR_CODES] as const;
export const contactErrorBodySchema = errorBodySchema(z.enum(CONTACT_ERROR_CODES));
export type ContactErrorBody = z.infer<typeof contactErrorBodySchema>;

const field = z.string({ error: 'must be a string' }).max(10_000, 'is too long').optional();

/** POST /api/contact: a message from one of the two forms, checked with that form's rules. */
export const contactRequestSchema = z
  .object({
    form: z.enum(['home', 'contact'], { error: "form must be 'home' or 'contact'" }),
    name: field,
    email: field,
    phone: field,
    company: field,
    subject: field,
    serviceType: field,
    message: field,
  })
  .superRefine((body, ctx) => {
    const errors = contactErrors(body.form, toValues(body.form, body)) ?? {};
    for (const [path, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [path], message });
  })
  .transform((body) => ({ form: body.form, ...trimmed(toValues(body.form, body), body.form) }));

export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactMessage = z.output<typeof contactRequestSchema>;

function toValues(kind: ContactFormKind, body: Partial<Record<ContactField, string | undefined>>): ContactValues {
  const values = emptyContactValues(kind);
  for (const key of CONTACT_FIELDS[kind]) values[key] = body[key] ?? '';
  if (kind === 'contact' && body.serviceType === undefined) values.serviceType = '';
  return values;
}

function trimmed(values: ContactValues, kind: ContactFormKind): ContactValues {
  const out = { ...values };
  for (const key of Object.keys(out) as ContactField[]) out[key] = out[key].trim();
  if (kind === 'home') out.serviceType = '';
  return out;
}

/** The request body a form sends. */
export function contactRequest(kind: ContactFormKind, values: ContactValues): ContactRequest {
  const body: ContactRequest = { form: kind };
  for (const key of CONTACT_FIELDS[kind]) body[key] = values[key];
  return body;
}

export const contactResponseSchema = z.object({
  id: z.number().int().positive(),
  receivedAt: z.string(),
  message: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

// ----- endpoints ----------------------------------------------------------------------------------

/** Where the site's API is mounted. */
export const SITE_API_BASE = PUBLIC_API_BASE;

interface Endpoint {
  method: 'POST';
  path: string;
  auth: boolean;
  request?: z.ZodType;
  textPlain?: boolean;
  status: 201 | 202;
  response: z.ZodType;
  errors: readonly ContactErrorBody['code'][];
}

/** The site's API, endpoint by endpoint (paths under SITE_API_BASE); errors parse with contactErrorBodySchema. */
export const siteEndpoints = {
  contact: {
    method: 'POST',
    path: '/contact',
    auth: false,
    request: contactRequestSchema,
    status: 201,
    response: contactResponseSchema,
    errors: [...BODY_ERROR_CODES, 'rate_limited', 'internal'],
  },
  events: eventsEndpoint,
} as const satisfies Record<string, Endpoint>;
