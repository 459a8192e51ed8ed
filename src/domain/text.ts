/**
 * Text hygiene shared by every feature and the server: control characters (NUL, escape, ...) are
 * refused in any text field. Tab, line feed and carriage return are allowed.
 */

/** The product's text for a request with a required field missing or empty (code `fields_empty`). */
export const FIELDS_EMPTY_MESSAGE = 'Invalid request - fields empty';

/** The message a field with a control character gets. */
export const CONTROL_CHARACTERS_MESSAGE = 'This field contains characters that are not allowed';

/** The message for a named parameter (a query value) with a control character. */
export const controlCharactersIn = (name: string) => `${name} must not contain control characters`;

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this rule's whole job.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/**
 * The path of the first string anywhere in a parsed JSON value that holds a control character
 * (['address', 'line1'], [] for the value itself), or null when there is none.
 */
export function controlCharacterPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = hasControlCharacter(key) ? [...path, key] : controlCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
