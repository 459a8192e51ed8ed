import { Button } from '@/components';
import { paths } from '../../domain/paths';
import * as styles from './StatusScreen.css';

export const notFoundText = {
  title: 'Page Not Found',
  body: "The page you're looking for doesn't exist or may have moved. Check the address, or go somewhere useful from here.",
  home: 'Go Home',
  back: 'Go Back',
  contact: 'Contact Us',
  dashboard: 'Dashboard',
} as const;

export interface NotFoundScreenProps {
  /** Go Back: the app goes back in history. */
  onBack: () => void;
  /** The path that was asked for, shown so the visitor can spot a typo. */
  path?: string;
}

/** The 404 page for any unknown path: links to /, back, /contact and /dashboard. */
export function NotFoundScreen({ onBack, path }: NotFoundScreenProps) {
  return (
    <section className={styles.wrap} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {notFoundText.title}
      </h1>
      <p className={styles.text}>{notFoundText.body}</p>
      {path ? (
        <p className={styles.text}>
          Requested: <code>{path}</code>
        </p>
      ) : null}
      <nav aria-label="Helpful links" className={styles.actions}>
        <Button href={paths.home}>{notFoundText.home}</Button>
        <Button variant="secondary" onPress={onBack}>
          {notFoundText.back}
        </Button>
        <Button variant="ghost" href={paths.contact}>
          {notFoundText.contact}
        </Button>
        <Button variant="ghost" href={paths.dashboard}>
          {notFoundText.dashboard}
        </Button>
      </nav>
    </section>
  );
}
