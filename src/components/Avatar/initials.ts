const leadingSymbols = /^[^\p{L}\p{N}]+/u;

/** Up to two initials from a person's name: first and last word ("Ama Serwaa Mensah" -> "AM"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(leadingSymbols, ''))
    .filter((w) => w.length > 0);
  const first = words.at(0);
  const last = words.length > 1 ? words.at(-1) : undefined;
  const initial = (w: string | undefined) => (w ? (Array.from(w)[0] ?? '') : '');
  const result = (initial(first) + initial(last)).toUpperCase();
  return result || '?';
}
