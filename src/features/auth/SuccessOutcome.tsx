import type { Ref } from 'react';
import { Alert, Button, Stack, SuccessIcon } from '@/components';
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
      <Stack gap="4">
        <span className={`${styles.statusIcon} ${styles.statusTone.success}`}>
          <SuccessIcon size="lg" />
        </span>
        <Alert tone="success">{message}</Alert>
        <p className={`${styles.subtitle} ${styles.centeredText}`}>{redirecting}</p>
        <Button href={href}>{actionLabel}</Button>
      </Stack>
    </AuthLayout>
  );
}
