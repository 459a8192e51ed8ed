import type { PageVisibility } from '../src/machines/pageVisibility';

/** The browser's page visibility (document.visibilityState) for the screens that pause while hidden. */
export const pageVisibility: PageVisibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  subscribe: (listener) => {
    const onChange = () => listener(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
};
