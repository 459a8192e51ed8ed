/**
 * Move focus on the next animation frame, after React has finished committing. Focusing from
 * inside a commit re-enters React when a focus handler flushes updates synchronously (testing
 * tools wrap focus() in act), and by the next frame the target has been painted. Returns a
 * cancel function, so an effect can `return focusAfterCommit(...)` as its cleanup.
 */
export function focusAfterCommit(getTarget: () => HTMLElement | null | undefined): () => void {
  const frame = requestAnimationFrame(() => getTarget()?.focus());
  return () => cancelAnimationFrame(frame);
}
