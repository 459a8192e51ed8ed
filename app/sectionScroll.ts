/**
 * In-page scrolling of the public site (spec §2): a hash scrolls smoothly to its section over 500 ms,
 * leaving 64 px for the fixed header; with reduced motion it jumps. `useActiveSection` reports the
 * home page section in view, so the header can mark its link active. Browser-only: call from effects.
 */
import { useEffect, useState } from 'react';

export const SECTION_SCROLL = { offsetPx: 64, durationMs: 500 } as const;

/** Ease in and out (cubic): 0 -> 0, 0.5 -> 0.5, 1 -> 1. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export interface ScrollHost {
  scrollY: () => number;
  scrollTo: (y: number) => void;
  now: () => number;
  frame: (step: () => void) => void;
  reducedMotion: () => boolean;
}

/** Scroll to `targetY` over the duration (one step per frame), or at once with reduced motion. */
export function animateScroll(targetY: number, host: ScrollHost, durationMs: number = SECTION_SCROLL.durationMs) {
  const startY = host.scrollY();
  if (host.reducedMotion() || durationMs <= 0 || startY === targetY) {
    host.scrollTo(targetY);
    return;
  }
  const start = host.now();
  const step = () => {
    const t = Math.min(1, (host.now() - start) / durationMs);
    host.scrollTo(Math.round(startY + (targetY - startY) * easeInOutCubic(t)));
    if (t < 1) host.frame(step);
  };
  host.frame(step);
}

const browserHost = (): ScrollHost => ({
  scrollY: () => window.scrollY,
  scrollTo: (y) => window.scrollTo(0, y),
  now: () => performance.now(),
  frame: (step) => requestAnimationFrame(step),
  reducedMotion: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
});

/** Scroll to the element with this id (64 px below the header). False when there is no such element. */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const target = Math.max(0, el.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL.offsetPx);
  animateScroll(target, browserHost());
  return true;
}

/** Scroll back to the top of the page, like a section (smoothly; at once with reduced motion). */
export function scrollToTop(): void {
  animateScroll(0, browserHost());
}

/** The id of the section (of `ids`) nearest the top of the viewport below the header, while `enabled`. */
export function useActiveSection(ids: readonly string[], enabled: boolean): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids
  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return;
    }
    const update = () => {
      let current: string | null = null;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top - SECTION_SCROLL.offsetPx <= window.innerHeight / 3) current = id;
      }
      setActive(current);
    };
    update();
    let queued = false;
    const onScroll = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        update();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [key, enabled]);
  return active;
}
