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

/** How deep a request body may nest arrays and objects (ours: no real body comes near it). */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * True when JSON text nests arrays and objects deeper than `maxDepth` (`{}` is depth 1). One pass over
 * the raw text, no recursion and no parse, so a body can be refused before JSON.parse builds it and before
 * anything walks it: brackets inside strings do not count, and a backslash escapes the character after it
 * (so `"\\"` ends its string and `"\""` does not). Text that is not JSON may be miscounted: it is refused
 * either way (here or by JSON.parse), with the same 400.
 */
export function jsonNestingExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return false;
}

/** A value met on the walk below, with the way back to the root (the path is built only when needed). */
interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
  /** an object member: its key is checked too, before its value */
  member: boolean;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) path.push(v.key);
  return path.reverse();
}

/**
 * The path of the first string anywhere in a parsed JSON value that holds a control character, key or
 * value, in document order (['address', 'line1'], [] for the value itself), or null when there is none.
 * Iterative with an explicit stack, and each value holds only a link to its parent: the cost is linear in
 * the size of the value whatever its depth (copying the path at every level made it grow with the square
 * of the depth, and recursion overflowed the stack on deep bodies).
 */
export function controlCharacterPath(value: unknown): (string | number)[] | null {
  const stack: Visit[] = [{ value, key: null, parent: null, member: false }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    if (visit.member && typeof visit.key === 'string' && hasControlCharacter(visit.key)) return pathOf(visit);
    const current = visit.value;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      // Pushed last first, so the first item is looked at first.
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index], key: index, parent: visit, member: false });
      }
    } else if (current && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string, unknown];
        stack.push({ value: item, key, parent: visit, member: true });
      }
    }
  }
  return null;
}
