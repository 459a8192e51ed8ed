/**
 * Resolves in a later task, so the work after `await nextTask()` runs apart from the work before it. The
 * browser lays out, paints and answers input between the two; a phone's main thread sees two shorter tasks
 * instead of one long one (a task over 50 ms counts as blocking time).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
