import { Alert, Button, Form, Link, PasswordField, PasswordStrengthMeter } from '@/components';
import { paths } from '../../domain/paths';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';
import { FocusAlert } from './FocusAlert';
import { summaryItems } from './fieldErrors';
import { type ResetField, type ResetPasswordView, resetFields, resetPasswordText as text } from './resetPassword.view';
import { SuccessOutcome } from './SuccessOutcome';
import { useFocusOnEnter } from './useFocusOnEnter';

export interface ResetPasswordScreenProps {
  view: ResetPasswordView;
  onFieldChange: (field: ResetField, value: string) => void;
  onSubmit: () => void;
}

/**
 * /reset-password: new password and confirmation. Without a token the error shows and the form
 * is disabled; on success a confirmation says the sign-in page follows in 3 seconds.
 */
export function ResetPasswordScreen({ view, onFieldChange, onSubmit }: ResetPasswordScreenProps) {
  const titleRef = useFocusOnEnter<HTMLHeadingElement>(view.status === 'success');

  if (view.status === 'success') {
    return (
      <SuccessOutcome
        title={text.successTitle}
        titleRef={titleRef}
        message={view.message}
        redirecting={text.redirecting}
        href={paths.login}
        actionLabel={text.goToLogin}
      />
    );
  }

  const noToken = view.status === 'missingToken';
  const busy = view.status === 'submitting';
  return (
    <AuthLayout title={text.title} subtitle={text.subtitle}>
      <Form
        aria-label={text.title}
        errors={summaryItems(view.fieldErrors, resetFields, 'reset')}
        onSubmit={() => {
          if (!busy && !noToken) onSubmit();
        }}
        header={
          view.status === 'failed' ? (
            // the product's text, with the server's reason (a used or expired link) below it when there is one
            <FocusAlert
              tone="danger"
              title={view.reason ? view.message : undefined}
              message={view.reason ?? view.message}
              takeFocus
            />
          ) : null
        }
      >
        <PasswordField
          id="reset-newPassword"
          name="newPassword"
          label={text.newPassword}
          description={text.passwordHint}
          autoComplete="new-password"
          isRequired
          isDisabled={noToken}
          value={view.values.newPassword}
          errorMessage={view.fieldErrors.newPassword}
          onChange={(value) => onFieldChange('newPassword', value)}
        >
          <PasswordStrengthMeter score={view.strength} />
        </PasswordField>
        <PasswordField
          id="reset-confirmPassword"
          name="confirmPassword"
          label={text.confirmPassword}
          autoComplete="new-password"
          isRequired
          isDisabled={noToken}
          value={view.values.confirmPassword}
          errorMessage={view.fieldErrors.confirmPassword}
          onChange={(value) => onFieldChange('confirmPassword', value)}
        />
        <Button type="submit" fullWidth size="lg" isDisabled={noToken} isPending={busy} pendingLabel={text.submitting}>
          {text.submit}
        </Button>
      </Form>
      {/* A link without a token is only known in the browser (the page is prerendered with the form), so its
          error takes the place of the line under the form: it appears with nothing below it to push away. */}
      {noToken ? (
        <Alert
          tone="danger"
          actions={
            <Link href={paths.forgotPassword} variant="standalone">
              {text.requestNew}
            </Link>
          }
        >
          {view.message}
        </Alert>
      ) : (
        <p className={styles.footer}>
          <span>{text.linkExpired}</span>
          <Link href={paths.forgotPassword}>{text.requestNew}</Link>
        </p>
      )}
    </AuthLayout>
  );
}
