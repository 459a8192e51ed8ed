import { Alert, Button, ErrorIcon, Inline, Spinner, Stack } from '@/components';
import { paths } from '../../domain/paths';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';
import { FocusAlert } from './FocusAlert';
import { SuccessOutcome } from './SuccessOutcome';
import { useFocusOnEnter } from './useFocusOnEnter';
import { verifyEmailText as text, type VerifyEmailView } from './verifyEmail.view';

export interface VerifyEmailScreenProps {
  view: VerifyEmailView;
  onResend: () => void;
}

/**
 * /verify-email: verifies on load; verified (the dashboard follows in 3 seconds) or an error with
 * resend and a link back to sign in. The heading takes focus when the outcome arrives.
 */
export function VerifyEmailScreen({ view, onResend }: VerifyEmailScreenProps) {
  const titleRef = useFocusOnEnter<HTMLHeadingElement>(view.status !== 'verifying');

  if (view.status === 'verifying') {
    return (
      <AuthLayout title={text.verifyingTitle}>
        <div className={styles.busy} aria-busy="true">
          <Spinner label={text.verifying} showLabel size="lg" />
        </div>
      </AuthLayout>
    );
  }

  if (view.status === 'verified') {
    return (
      <SuccessOutcome
        title={text.verifiedTitle}
        titleRef={titleRef}
        message={view.message}
        redirecting={text.redirecting}
        href={paths.dashboard}
        actionLabel={text.goToDashboard}
      />
    );
  }

  if (view.status === 'alreadyVerified') {
    return (
      <SuccessOutcome
        title={text.alreadyVerifiedTitle}
        titleRef={titleRef}
        message={view.message}
        redirecting={text.alreadyVerifiedNext}
        href={paths.dashboard}
        actionLabel={text.continue}
      />
    );
  }

  const resending = view.resend === 'resending';
  return (
    <AuthLayout title={view.status === 'invalidLink' ? text.invalidTitle : text.failedTitle} titleRef={titleRef}>
      <Stack gap="4">
        <span className={`${styles.statusIcon} ${styles.statusTone.danger}`}>
          <ErrorIcon size="lg" />
        </span>
        <Alert tone="danger">{view.message}</Alert>
        {view.resend === 'resent' && view.resendMessage ? (
          <FocusAlert tone="success" message={view.resendMessage} takeFocus />
        ) : null}
        {view.resend === 'failed' && view.resendMessage ? (
          <FocusAlert tone="danger" message={view.resendMessage} takeFocus />
        ) : null}
        <Inline gap="3" justify="center">
          <Button onPress={onResend} isPending={resending} pendingLabel={text.resending}>
            {text.resend}
          </Button>
          <Button variant="secondary" href={paths.login}>
            {text.backToLogin}
          </Button>
        </Inline>
      </Stack>
    </AuthLayout>
  );
}
