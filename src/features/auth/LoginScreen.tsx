import { Alert, Button, Checkbox, Form, Inline, Link, PasswordField, TextField } from '@/components';
import { paths } from '../../domain/paths';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';
import { FocusAlert } from './FocusAlert';
import { summaryItems } from './fieldErrors';
import { type LoginField, type LoginView, loginText } from './login.view';
import { CodeField, EnrolmentKey, RecoveryCodeList } from './TwoFactorParts';

export interface LoginScreenProps {
  view: LoginView;
  /** A message handed over by the previous page, e.g. after a password reset. */
  notice?: string;
  onFieldChange: (field: LoginField, value: string) => void;
  onRememberChange: (remember: boolean) => void;
  onSubmit: () => void;
  /** the second step (two-factor sign-in): the code typed, sent, the way back, the recovery codes kept */
  onCodeChange: (code: string) => void;
  onCodeSubmit: () => void;
  onRestart: () => void;
  onRecoveryDone: () => void;
}

const fields = ['email', 'password'] as const;

/** The second step of a sign-in with two-factor on (or an administrator's enrolment), in place of the form. */
function SecondStep({ view, onCodeChange, onCodeSubmit, onRestart, onRecoveryDone }: LoginScreenProps) {
  if (view.status === 'recoveryCodes') {
    return (
      <AuthLayout title={loginText.recoveryTitle}>
        <RecoveryCodeList codes={view.recoveryCodes} />
        <Button fullWidth size="lg" onPress={onRecoveryDone}>
          {loginText.recoveryDone}
        </Button>
      </AuthLayout>
    );
  }
  if (view.status === 'enrolLoading') {
    return (
      <AuthLayout title={loginText.enrolTitle} subtitle={loginText.enrolIntro}>
        <Alert tone="info">{loginText.enrolLoading}</Alert>
      </AuthLayout>
    );
  }
  if (view.status !== 'code' && view.status !== 'enrol') return null;
  const enrol = view.status === 'enrol';
  return (
    <AuthLayout
      title={enrol ? loginText.enrolTitle : loginText.codeTitle}
      subtitle={enrol ? loginText.enrolIntro : loginText.codeIntro}
    >
      <Form
        aria-label={enrol ? loginText.enrolTitle : loginText.codeTitle}
        onSubmit={() => {
          if (!view.busy) onCodeSubmit();
        }}
      >
        {enrol ? <EnrolmentKey secret={view.secret} uri={view.uri} /> : null}
        <CodeField
          id="login-code"
          label={loginText.codeLabel}
          value={view.code}
          error={view.codeError}
          onChange={onCodeChange}
        />
        <Button type="submit" fullWidth size="lg" isPending={view.busy} pendingLabel={loginText.codeSubmitting}>
          {enrol ? loginText.enrolSubmit : loginText.codeSubmit}
        </Button>
      </Form>
      <p className={styles.footer}>
        <Button variant="ghost" onPress={onRestart} isDisabled={view.busy}>
          {loginText.restart}
        </Button>
      </p>
    </AuthLayout>
  );
}

const SECOND_STEP = new Set<LoginView['status']>(['code', 'enrolLoading', 'enrol', 'recoveryCodes']);

/** /login: email, password with show/hide, remember me; the request error shows above the form. */
export function LoginScreen(props: LoginScreenProps) {
  const { view, notice, onFieldChange, onRememberChange, onSubmit } = props;
  if (SECOND_STEP.has(view.status)) return <SecondStep {...props} />;
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
