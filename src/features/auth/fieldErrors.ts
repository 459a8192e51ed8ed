/** Helpers shared by the account screens' view functions. */

/** Only the named fields' messages (drops form-level '' entries and empty strings). */
export function pickErrors<K extends string>(
  errors: Partial<Record<string, string>>,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const message = errors[key];
    if (message) out[key] = message;
  }
  return out;
}

/** Field errors in field order, as the Form error summary lists them (ids are `${prefix}-${field}`). */
export function summaryItems<K extends string>(
  errors: Partial<Record<K, string>>,
  order: readonly K[],
  prefix: string,
): { fieldId: string; message: string }[] {
  return order.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: `${prefix}-${field}`, message }] : [];
  });
}
