/** Shared helpers for the form machines: field errors from the zod schemas of src/features/auth/rules.ts. */
import type { z } from 'zod';
import { messagesByField } from './rules';

/** Field name -> message shown under the field ('' holds form-level messages). */
export type FieldErrors<K extends string> = Partial<Record<K | '', string>>;

/**
 * Validate `values` with `schema`: `null` when valid, else the messages by field. Several messages of
 * one field are joined with commas (docs/product-rules.md).
 */
export function validate<K extends string>(schema: z.ZodType, values: unknown): FieldErrors<K> | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors<K> = {};
  for (const [field, messages] of Object.entries(messagesByField(result.error))) {
    errors[field as K | ''] = messages.join(', ');
  }
  return errors;
}

/** The errors without the given field (typing in a field clears that field's error). */
export function withoutField<K extends string>(errors: FieldErrors<K>, field: K): FieldErrors<K> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

export { notProvided } from '../../machines/notProvided';
