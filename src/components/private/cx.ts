/** Joins class names, skipping the falsy ones: `cx(styles.base, isOpen && styles.open, className)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
