import { Alert, Button, Form, InboxIcon, Inline, Link, Stack, TextField } from '@/components';
import { paths } from '../../domain/paths';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';
import { FocusAlert } from './FocusAlert';
import { type ForgotPasswordView, forgotPasswordText as text } from './forgotPassword.view';
import { useFocusOnEnter } from './useFocusOnEnter';

export interface ForgotPasswordScreenProps {
  view: ForgotPasswordView;
  onEmailChange: (value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
}

/** /forgot-password: the email form, then the 'Check your email' screen with resend. */
export function ForgotPasswordScreen({ view, onEmailChange, onSubmit, onResend }: ForgotPasswordScreenProps) {
  const titleRef = useFocusOnEnter<HTMLHeadingElement>(view.status === 'sent');

  if (view.status === 'sent') {
    const resending = view.resend === 'resending';
    return (
      <AuthLayout title={text.sentTitle} titleRef={titleRef}>
        <Stack gap="4">
          <span className={`${styles.statusIcon} ${styles.statusTone.info}`}>
            <InboxIcon size="lg" />
          </span>
          <Alert tone="success">{view.message}</Alert>
          {view.resend === 'failed' && view.resendMessage ? (
            <FocusAlert tone="danger" message={view.resendMessage} takeFocus />
          ) : null}
          {view.resend === 'resent' && view.resendMessage ? (
            <Alert tone="info" title="Sent again">
              {view.resendMessage}
            </Alert>
          ) : null}
          <Inline gap="3" justify="center">
            <Button variant="secondary" onPress={onResend} isPending={resending} pendingLabel={text.resending}>
              {text.resend}
            </Button>
            <Button href={paths.login}>{text.backToLogin}</Button>
          </Inline>
        </Stack>
      </AuthLayout>
    );
  }

  const busy = view.status === 'sending';
  return (
    <AuthLayout title={text.title} subtitle={text.subtitle}>
      <Form
        aria-label={text.title}
        hideErrorSummary
        errors={
          view.status === 'form' && view.fieldError ? [{ fieldId: 'forgot-email', message: view.fieldError }] : []
        }
        onSubmit={() => {
          if (!busy) onSubmit();
        }}
        header={view.status === 'failed' ? <FocusAlert tone="danger" message={view.message} takeFocus /> : null}
      >
        <TextField
          id="forgot-email"
          name="email"
          type="email"
          label={text.email}
          autoComplete="email"
          isRequired
          value={view.email}
          errorMessage={view.status === 'form' ? view.fieldError : undefined}
          onChange={onEmailChange}
        />
        <Button type="submit" fullWidth size="lg" isPending={busy} pendingLabel={text.sending}>
          {text.submit}
        </Button>
      </Form>
      <p className={styles.footer}>
        <span>{text.remembered}</span>
        <Link href={paths.login}>{text.login}</Link>
      </p>
    </AuthLayout>
  );
}
