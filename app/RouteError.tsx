import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../src/domain/paths';
import { ErrorScreen } from '../src/features/site/ErrorScreen';
import { AppTheme } from '../src/theme';

/** Router error boundary: any rendering error shows the error screen. */
export function RouteError() {
  const error = useRouteError();
  const details = import.meta.env.DEV
    ? isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : error instanceof Error
        ? error.message
        : String(error)
    : undefined;
  if (error) console.error(error);
  return (
    <AppTheme>
      <ErrorScreen onRetry={() => window.location.reload()} homeHref={paths.home} details={details} />
    </AppTheme>
  );
}
