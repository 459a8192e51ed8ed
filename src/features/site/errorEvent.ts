/**
 * The `error_occurred` event the error screen stands on ('our team has been notified', site spec §8): what
 * the error screen caught, as the spec's error event carries it (site spec §3: error_type, error_message,
 * page, user_action). Only the message and the error's kind leave the browser, never a stack or the
 * query string (a reset token can be in it).
 */
export interface ErrorOccurred {
  /** 'page_load_failed' (the page's code did not arrive) or 'render_error' (the page threw) */
  error_type: 'page_load_failed' | 'render_error';
  error_message: string;
  /** the path only */
  page: string;
  /** what the visitor was doing: opening the page, or using it */
  user_action: 'open_page' | 'use_page';
}

export function errorOccurred(error: unknown, pathname: string, pageFailedToLoad: boolean): ErrorOccurred {
  const message =
    error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : 'Unknown error';
  return {
    error_type: pageFailedToLoad ? 'page_load_failed' : 'render_error',
    error_message: message,
    page: pathname,
    user_action: pageFailedToLoad ? 'open_page' : 'use_page',
  };
}
