/**
 * Resolves in a later task, so the work after `await nextTask()` runs apart from the work before it. The
 * browser lays out, paints and answers input between the two; a phone's main thread sees two shorter tasks
 * instead of one long one (a task over 50 ms counts as blocking time).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Imports `first`, then `next` in a later task. The browser evaluates a dynamic import's whole module graph
 * in one task, so a library that only `next`'s module uses (zod under a form machine, see src/domain/zodFirst.ts) is evaluated with it;
 * imported first, it gets a task of its own and `next` finds it evaluated.
 *
 *   importInTurn(() => import('../domain/zodFirst'), () => import('./signup.machine'))
 */
export async function importInTurn<T>(first: () => Promise<unknown>, next: () => Promise<T>): Promise<T> {
  await first();
  await nextTask();
  return next();
}
