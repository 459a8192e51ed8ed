import { Alert, Button, Checkbox, Form, Inline, Link, PasswordField, TextField } from '@/components';
import { paths } from '../../domain/paths';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';
import { FocusAlert } from './FocusAlert';
import { summaryItems } from './fieldErrors';
import { type LoginField, type LoginView, loginText } from './login.view';

export interface LoginScreenProps {
  view: LoginView;
  /** A message handed over by the previous page, e.g. after a password reset. */
  notice?: string;
  onFieldChange: (field: LoginField, value: string) => void;
  onRememberChange: (remember: boolean) => void;
  onSubmit: () => void;
}

const fields = ['email', 'password'] as const;

/** /login: email, password with show/hide, remember me; the request error shows above the form. */
export function LoginScreen({ view, notice, onFieldChange, onRememberChange, onSubmit }: LoginScreenProps) {
  const busy = view.status === 'submitting' || view.status === 'success';
  return (
    <AuthLayout
      title={loginText.title}
      subtitle={loginText.subtitle}
      promo={{ title: loginText.promoTitle, text: loginText.promoText, claims: loginText.claims }}
    >
      <Form
        aria-label={loginText.title}
        onSubmit={() => {
          if (!busy) onSubmit();
        }}
        errors={summaryItems(view.fieldErrors, fields, 'login')}
        header={
          <>
            {notice && view.status !== 'failed' ? <Alert tone="success">{notice}</Alert> : null}
            {view.status === 'failed' ? <FocusAlert tone="danger" message={view.message} takeFocus /> : null}
            {view.status === 'success' ? <Alert tone="success">{loginText.success}</Alert> : null}
          </>
        }
      >
        <TextField
          id="login-email"
          name="email"
          type="email"
          label={loginText.email}
          autoComplete="email"
          isRequired
          value={view.values.email}
          errorMessage={view.fieldErrors.email}
          onChange={(value) => onFieldChange('email', value)}
        />
        <PasswordField
          id="login-password"
          name="password"
          label={loginText.password}
          autoComplete="current-password"
          isRequired
          value={view.values.password}
          errorMessage={view.fieldErrors.password}
          onChange={(value) => onFieldChange('password', value)}
        />
        <Inline gap="3" align="center" justify="between">
          <Checkbox id="login-remember" name="remember" isSelected={view.values.remember} onChange={onRememberChange}>
            {loginText.rememberMe}
          </Checkbox>
          <Link href={paths.forgotPassword} variant="standalone">
            {loginText.forgot}
          </Link>
        </Inline>
        <Button type="submit" fullWidth size="lg" isPending={busy} pendingLabel={loginText.submitting}>
          {loginText.submit}
        </Button>
      </Form>
      <p className={styles.footer}>
        <span>{loginText.noAccount}</span>
        <Link href={paths.signup}>{loginText.signup}</Link>
      </p>
      <p className={styles.footer}>
        <Link href={paths.home} variant="standalone">
          {loginText.backHome}
        </Link>
      </p>
    </AuthLayout>
  );
}
