/**
 * The pieces of two-factor sign-in both the sign-in's second step and the settings' enrolment show: the
 * code field (focused when it appears and after a refused code), the key to add to an authenticator app
 * (the base32 key to type and the otpauth:// URI), and the recovery codes shown once.
 */
import { useEffect } from 'react';
import { Alert, focusAfterCommit, TextField } from '@/components';
import * as styles from './AuthLayout.css';

export const twoFactorText = {
  keyLabel: 'Key to type into your app',
  uriLabel: 'Or open this link on the phone with your app',
  recoveryIntro:
    'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
  recoveryListLabel: 'Recovery codes',
} as const;

export interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  /** take focus when the field appears (a step the user just asked for); false: only after a refusal */
  focusOnAppear?: boolean;
}

/** The code field; takes focus when it appears and again when a code was refused (the error is announced). */
export function CodeField({ id, label, value, error, onChange, focusOnAppear = true }: CodeFieldProps) {
  useEffect(() => {
    if (focusOnAppear || error) return focusAfterCommit(() => document.getElementById(id));
  }, [id, error, focusOnAppear]);
  return (
    <>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <TextField
        id={id}
        name="code"
        label={label}
        autoComplete="one-time-code"
        inputMode="text"
        maxLength={32}
        isRequired
        value={value}
        onChange={onChange}
      />
    </>
  );
}

/** The base32 key in groups of four, as apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The key to add to an authenticator app: to type, or as the otpauth:// link. */
export function EnrolmentKey({ secret, uri }: { secret: string; uri: string }) {
  return (
    <dl className={styles.secret}>
      <dt>{twoFactorText.keyLabel}</dt>
      <dd className={styles.secretValue}>
        <code className={styles.secretKey}>{grouped(secret)}</code>
      </dd>
      <dt>{twoFactorText.uriLabel}</dt>
      <dd className={styles.secretValue}>
        <a href={uri} className={styles.secretUri}>
          {uri}
        </a>
      </dd>
    </dl>
  );
}

/** The recovery codes, shown once. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <>
      <p>{twoFactorText.recoveryIntro}</p>
      <ul aria-label={twoFactorText.recoveryListLabel} className={styles.recoveryCodes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
