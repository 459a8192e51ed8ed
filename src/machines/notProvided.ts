/** An actor that was not provided: stories and tests that forget one fail loudly. */
export function notProvided(name: string): never {
  throw new Error(`${name} not provided`);
}
