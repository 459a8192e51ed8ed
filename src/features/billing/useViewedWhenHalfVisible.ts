import { useCallback, useEffect, useRef } from 'react';

/** A card counts as viewed when this share of it is visible (spec billing §2). */
export const VIEWED_RATIO = 0.5;

/**
 * A ref callback per item: `onViewed(id)` is called when the item is at least half visible. The
 * IntersectionObserver is made in an effect only (public pages render in Node at build time), and a
 * browser without one reports nothing.
 */
export function useViewedWhenHalfVisible(onViewed: (id: string) => void) {
  const observer = useRef<IntersectionObserver | null>(null);
  const elements = useRef(new Map<Element, string>());
  const callback = useRef(onViewed);
  callback.current = onViewed;

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = elements.current.get(entry.target);
          if (id && entry.isIntersecting && entry.intersectionRatio >= VIEWED_RATIO) callback.current(id);
        }
      },
      { threshold: [VIEWED_RATIO] },
    );
    observer.current = io;
    for (const element of elements.current.keys()) io.observe(element);
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, []);

  // One ref callback per id, kept for the component's life: a new callback each render would make React
  // detach and attach every item again, and IntersectionObserver reports each attached item at once.
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());
  return useCallback((id: string) => {
    let ref = refs.current.get(id);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        for (const [el, known] of elements.current) {
          if (known === id && el !== element) {
            observer.current?.unobserve(el);
            elements.current.delete(el);
          }
        }
        if (element && !elements.current.has(element)) {
          elements.current.set(element, id);
          observer.current?.observe(element);
        }
      };
      refs.current.set(id, ref);
    }
    return ref;
  }, []);
}
