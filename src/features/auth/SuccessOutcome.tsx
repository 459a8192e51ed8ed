import type { Ref } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { SuccessIcon } from '../../components/Icon/Icon';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';

export interface SuccessOutcomeProps {
  title: string;
  titleRef: Ref<HTMLHeadingElement>;
  /** The machine's success message (announced). */
  message: string;
  /** What comes next: where the timed redirect goes, or that none follows. */
  redirecting: string;
  /** A link to go there now. */
  href: string;
  actionLabel: string;
}

/** The success screen that replaces a form before a timed redirect (reset password, verify email). */
export function SuccessOutcome({ title, titleRef, message, redirecting, href, actionLabel }: SuccessOutcomeProps) {
  return (
    <AuthLayout title={title} titleRef={titleRef}>
      <div className={styles.center}>
        <span className={`${styles.statusIcon} ${styles.statusTone.success}`}>
          <SuccessIcon size="lg" />
        </span>
        <Alert tone="success">{message}</Alert>
        <p className={`${styles.subtitle} ${styles.centeredText}`}>{redirecting}</p>
        <Button href={href}>{actionLabel}</Button>
      </div>
    </AuthLayout>
  );
}
