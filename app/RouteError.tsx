import { paths } from '../src/domain/paths';
import { ErrorScreen } from '../src/features/site/ErrorScreen';
import { AppTheme } from '../src/theme';

/** The error screen of RouteErrorBoundary (React itself logs the error to the console; development builds show it here too). */
export function RouteError({ error }: { error: unknown }) {
  const details = import.meta.env.DEV ? (error instanceof Error ? error.message : String(error)) : undefined;
  return (
    <AppTheme>
      <ErrorScreen onRetry={() => window.location.reload()} homeHref={paths.home} details={details} />
    </AppTheme>
  );
}
