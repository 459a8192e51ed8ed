import { Button } from '@/components';
import { paths } from '../../domain/paths';
import * as styles from './StatusScreen.css';

export const errorScreenText = {
  title: 'Oops! Something went wrong',
  body: "We encountered an unexpected error. Don't worry - our team has been notified and we're working to fix it.",
  retry: 'Try Again',
  home: 'Go Home',
} as const;

export interface ErrorScreenProps {
  /** Try Again: the app reloads the page. */
  onRetry: () => void;
  homeHref?: string;
  /** Technical detail, shown only in development builds. */
  details?: string;
}

/** Shown on any rendering error (the product's error screen). */
export function ErrorScreen({ onRetry, homeHref = paths.home, details }: ErrorScreenProps) {
  return (
    <section className={styles.wrap} aria-labelledby="error-screen-title" role="alert">
      <h1 id="error-screen-title" className={styles.title}>
        {errorScreenText.title}
      </h1>
      <p className={styles.text}>{errorScreenText.body}</p>
      {details ? <pre className={styles.details}>{details}</pre> : null}
      <div className={styles.actions}>
        <Button onPress={onRetry}>{errorScreenText.retry}</Button>
        <Button variant="secondary" href={homeHref}>
          {errorScreenText.home}
        </Button>
      </div>
    </section>
  );
}
