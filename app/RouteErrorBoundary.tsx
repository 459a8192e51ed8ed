import { Component, lazy, type ReactNode, Suspense } from 'react';
import { errorOccurred } from '../src/features/site/errorEvent';
import { analytics } from '../src/services/analytics';
import { forgetFailedImports } from './lazyRoutes';

// The error screen loads when an error happens, not with every page.
const RouteError = lazy(() => import('./RouteError').then((m) => ({ default: m.RouteError })));

interface Props {
  /** a new value (the next page's path) clears a caught error: the visitor can navigate away from it */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  caught: boolean;
  error: unknown;
  resetKey?: string;
}

/**
 * Shows the error screen instead of what below it threw while rendering, or failed to load (a route
 * module's chunk that never arrived). One wraps the whole app, one each page inside the site's frame.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { caught: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { caught: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { caught: false, error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    // a page whose module did not arrive is imported again on its next visit
    const pageFailedToLoad = forgetFailedImports();
    // the error screen says 'our team has been notified': error_occurred, through the one analytics wrapper
    // (consent- and Do-Not-Track-gated like every event), is that notice (docs/analytics.md)
    const pathname = typeof window === 'undefined' ? '' : window.location.pathname;
    analytics().track('error_occurred', { ...errorOccurred(error, pathname, pageFailedToLoad) });
  }

  override render() {
    if (!this.state.caught) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteError error={this.state.error} />
      </Suspense>
    );
  }
}
