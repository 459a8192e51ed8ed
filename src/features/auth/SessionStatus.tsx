import { Alert, Badge, Button, Card, Inline, Spinner } from '@/components';
import { paths } from '../../domain/paths';
import * as styles from './SessionStatus.css';
import { type SessionView, sessionText as text } from './session.view';

export interface SessionStatusProps {
  view: SessionView;
  onSignOut: () => void;
}

/**
 * The state of the auth session in one panel: the spinner route guards show while the session
 * loads or changes, the signed-out prompt, or who is signed in with Sign Out.
 */
export function SessionStatus({ view, onSignOut }: SessionStatusProps) {
  switch (view.status) {
    case 'checking':
    case 'signingOut': {
      const label = view.status === 'checking' ? text.checking : text.signingOut;
      return (
        <div className={styles.busy} aria-busy="true">
          <Spinner label={label} showLabel size="lg" />
        </div>
      );
    }
    case 'signedOut':
      return (
        <div className={styles.wrap}>
          <Card title={text.signedOutTitle} headingLevel={2}>
            {view.message ? <Alert tone="warning">{view.message}</Alert> : null}
            <p className={styles.text}>{text.signedOutText}</p>
            <Inline gap="3">
              <Button href={paths.login}>{text.signIn}</Button>
              <Button variant="secondary" href={paths.signup}>
                {text.createAccount}
              </Button>
            </Inline>
          </Card>
        </div>
      );
    case 'signedIn':
      return (
        <div className={styles.wrap}>
          <Card title={text.signedInTitle} headingLevel={2}>
            <dl className={styles.details}>
              <dt className={styles.term}>Name</dt>
              <dd className={styles.value}>{view.user.name}</dd>
              <dt className={styles.term}>Email</dt>
              <dd className={styles.value}>
                {view.user.email}{' '}
                <Badge tone={view.user.isEmailVerified ? 'success' : 'warning'}>
                  {view.user.isEmailVerified ? text.verified : text.notVerified}
                </Badge>
              </dd>
            </dl>
            <p className={styles.refresh} role="status">
              {view.refreshing ? text.refreshing : ''}
            </p>
            <Inline gap="3">
              <Button variant="secondary" onPress={onSignOut}>
                {text.signOut}
              </Button>
            </Inline>
          </Card>
        </div>
      );
  }
}
