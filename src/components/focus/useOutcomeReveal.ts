import { useEffect, useRef } from 'react';
import { revealAfterCommit } from './reveal';

/**
 * When `status` moves from `pending` to one of `outcomes` (a send that is answered, a check that has its
 * result), focus and the viewport go to the outcome: on a phone it often appears below the fold. Returns a
 * callback ref for the element to reveal (a heading or a box, whichever the outcome renders).
 */
export function useOutcomeReveal<S extends string>(status: S, pending: S, outcomes: readonly S[]) {
  const outcome = useRef<HTMLElement | null>(null);
  const before = useRef(status);
  useEffect(() => {
    const was = before.current;
    before.current = status;
    if (was === pending && outcomes.includes(status)) return revealAfterCommit(() => outcome.current);
  }, [status, pending, outcomes]);
  return (element: HTMLElement | null) => {
    outcome.current = element;
  };
}
