import { Button, Form, Link, PasswordField, PasswordStrengthMeter, TextField } from '@/components';
import { paths } from '../../domain/paths';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';
import { FocusAlert } from './FocusAlert';
import { summaryItems } from './fieldErrors';
import { type SignupField, type SignupView, signupFields, signupText } from './signup.view';

export interface SignupScreenProps {
  view: SignupView;
  onFieldChange: (field: SignupField, value: string) => void;
  onSubmit: () => void;
}

/**
 * /signup: full name, email, an optional phone number (for SMS), password and confirmation (show/hide on
 * both, strength meter).
 * The product's alerts ('Please fill all fields', 'Passwords do not match!', the outcome) are
 * in-page alerts above the form that take focus.
 */
export function SignupScreen({ view, onFieldChange, onSubmit }: SignupScreenProps) {
  const busy = view.status === 'creating' || view.status === 'success';
  const alert = 'message' in view ? view.message : undefined;
  // the alert already says it: list only the other field errors in the summary
  const summary = summaryItems(view.fieldErrors, signupFields, 'signup').filter((item) => item.message !== alert);
  return (
    <AuthLayout
      title={signupText.title}
      subtitle={signupText.subtitle}
      promo={{ title: signupText.promoTitle, text: signupText.promoText, claims: signupText.claims }}
    >
      <Form
        aria-label={signupText.title}
        onSubmit={() => {
          if (!busy) onSubmit();
        }}
        errors={summary}
        header={
          view.status === 'invalid' || view.status === 'failed' ? (
            <FocusAlert tone="danger" message={view.message} takeFocus />
          ) : view.status === 'success' ? (
            <FocusAlert tone="success" message={view.message} takeFocus />
          ) : null
        }
      >
        <TextField
          id="signup-fullName"
          name="fullName"
          label={signupText.fullName}
          autoComplete="name"
          isRequired
          value={view.values.fullName}
          errorMessage={view.fieldErrors.fullName}
          onChange={(value) => onFieldChange('fullName', value)}
        />
        <TextField
          id="signup-email"
          name="email"
          type="email"
          label={signupText.email}
          autoComplete="email"
          isRequired
          value={view.values.email}
          errorMessage={view.fieldErrors.email}
          onChange={(value) => onFieldChange('email', value)}
        />
        <TextField
          id="signup-phoneNumber"
          name="phoneNumber"
          type="tel"
          inputMode="tel"
          label={signupText.phoneNumber}
          description={signupText.phoneHint}
          autoComplete="tel-national"
          value={view.values.phoneNumber}
          errorMessage={view.fieldErrors.phoneNumber}
          onChange={(value) => onFieldChange('phoneNumber', value)}
        />
        <PasswordField
          id="signup-password"
          name="password"
          label={signupText.password}
          autoComplete="new-password"
          isRequired
          value={view.values.password}
          errorMessage={view.fieldErrors.password}
          onChange={(value) => onFieldChange('password', value)}
        >
          <PasswordStrengthMeter score={view.strength} />
        </PasswordField>
        <PasswordField
          id="signup-confirmPassword"
          name="confirmPassword"
          label={signupText.confirmPassword}
          autoComplete="new-password"
          isRequired
          value={view.values.confirmPassword}
          errorMessage={view.fieldErrors.confirmPassword}
          onChange={(value) => onFieldChange('confirmPassword', value)}
        />
        <Button type="submit" fullWidth size="lg" isPending={busy} pendingLabel={signupText.creating}>
          {signupText.submit}
        </Button>
      </Form>
      <p className={styles.footer}>
        <span>{signupText.haveAccount}</span>
        <Link href={paths.login}>{signupText.login}</Link>
      </p>
    </AuthLayout>
  );
}
