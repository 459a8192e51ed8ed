import { Badge, Button, Card, Inline } from '@/components';
import * as styles from './AccountSummaryScreen.css';

export interface AccountSummaryLink {
  label: string;
  href: string;
}

export interface AccountSummaryScreenProps {
  /** The page heading; defaults to 'Welcome, {name}'. */
  title?: string;
  /** A line under the heading. */
  intro?: string;
  name: string;
  email: string;
  isEmailVerified: boolean;
  /** Shown as 'Account type' when given (e.g. 'Administrator'). */
  roleLabel?: string;
  /** Extra navigation shown before Sign Out (e.g. the admin landing's links). */
  links?: readonly AccountSummaryLink[];
  onSignOut: () => void;
  /** Sign Out pressed and the session is ending. */
  isSigningOut?: boolean;
}

/**
 * The admin landing (/admin until the admin dashboard replaces it):
 * who is signed in, whether the email is verified, and Sign Out. Presentational: the app passes the
 * session's user and the sign-out callback.
 */
export function AccountSummaryScreen({
  title,
  intro,
  name,
  email,
  isEmailVerified,
  roleLabel,
  links = [],
  onSignOut,
  isSigningOut = false,
}: AccountSummaryScreenProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title ?? `Welcome, ${name}`}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <Card title="Your account" headingLevel={2}>
        <dl className={styles.list}>
          <dt className={styles.term}>Name</dt>
          <dd className={styles.detail}>{name}</dd>
          <dt className={styles.term}>Email</dt>
          <dd className={styles.detail}>{email}</dd>
          <dt className={styles.term}>Email status</dt>
          <dd className={styles.detail}>
            {isEmailVerified ? (
              <Badge tone="success">Verified</Badge>
            ) : (
              <>
                <Badge tone="warning">Not verified</Badge>
                <span className={styles.hint}>Check your inbox for the verification link.</span>
              </>
            )}
          </dd>
          {roleLabel ? (
            <>
              <dt className={styles.term}>Account type</dt>
              <dd className={styles.detail}>{roleLabel}</dd>
            </>
          ) : null}
        </dl>
      </Card>
      <Inline gap="3">
        {links.map((link) => (
          <Button key={link.href} href={link.href} variant="secondary">
            {link.label}
          </Button>
        ))}
        <Button variant="ghost" onPress={onSignOut} isPending={isSigningOut} pendingLabel="Signing out...">
          Sign Out
        </Button>
      </Inline>
    </div>
  );
}
