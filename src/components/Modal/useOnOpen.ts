import { useState } from 'react';

/**
 * Runs `reset` in the render where `isOpen` turns true, so a dialog's form starts empty each time
 * it opens. Done during render (React's "adjust state when a prop changes" pattern) rather than in
 * an effect: an effect runs after the first paint, and a click that lands before it would have its
 * result (a validation message, typed text) wiped by the late reset.
 */
export function useOnOpen(isOpen: boolean, reset: () => void): void {
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) reset();
  }
}
