import { useEffect, useRef } from 'react';
import { focusAfterCommit } from '@/components';

/**
 * A ref to focus when `active` becomes true, e.g. the heading of a screen that replaced a form
 * ('Check your email'), so focus is not lost on the removed submit button. Focus already placed
 * inside the same region (an alert that took it) is left alone.
 */
export function useFocusOnEnter<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!active) return;
    return focusAfterCommit(() => {
      const target = ref.current;
      const region = target?.closest('section');
      if (region && region !== document.activeElement && region.contains(document.activeElement)) return null;
      return target;
    });
  }, [active]);
  return ref;
}
