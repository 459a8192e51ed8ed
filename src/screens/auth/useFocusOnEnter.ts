import { useEffect, useRef } from 'react';

/**
 * A ref to focus when `active` becomes true, e.g. the heading of a screen that replaced a form
 * ('Check your email'), so focus is not lost on the removed submit button.
 */
export function useFocusOnEnter<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (active) ref.current?.focus();
  }, [active]);
  return ref;
}
