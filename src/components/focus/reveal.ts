const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Focus what changed, then bring it into view: on a 390 px phone the next step, an error or an outcome
 * is often above or below the viewport when it appears. The browser's own jump is suppressed (it would
 * put the target at the very top, under a sticky header); the scroll is smooth, or instant with reduced
 * motion, and goes only as far as needed (`nearest`, with the target's scroll margins).
 */
export function reveal(target: HTMLElement | null | undefined): void {
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/**
 * `reveal` on the next animation frame, once React has committed the change (the same timing as
 * focusAfterCommit, for the same reasons); returns the cancel function for an effect's cleanup.
 */
export function revealAfterCommit(getTarget: () => HTMLElement | null | undefined): () => void {
  const frame = requestAnimationFrame(() => reveal(getTarget()));
  return () => cancelAnimationFrame(frame);
}
