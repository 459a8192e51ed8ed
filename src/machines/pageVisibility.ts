/**
 * Whether the page is shown, as a connected screen takes it from the app (document.visibilityState in
 * the browser): screens that refresh on a timer pause while the page is hidden.
 */
export interface PageVisibility {
  hidden: () => boolean;
  /** calls `listener` with each change; returns the unsubscribe */
  subscribe: (listener: (hidden: boolean) => void) => () => void;
}
