import { Button, Form, Inline, Stack, TextField } from '@/components';
import type { PasswordField as Field } from './changePassword.machine';
import { SectionStatus } from './SectionStatus';
import type { ChangePasswordView } from './settings.view';

export const changePasswordText = {
  title: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Update password',
  submitting: 'Updating...',
} as const;

export interface ChangePasswordFormProps {
  view: ChangePasswordView;
  /** prefix of the field ids (two forms never share a page, but stories may) */
  idPrefix?: string;
  onFieldChange: (field: Field, value: string) => void;
  onSubmit: () => void;
}

/** The three password fields with the rule or outcome above the button (profile and settings). */
export function ChangePasswordForm({ view, idPrefix = 'password', onFieldChange, onSubmit }: ChangePasswordFormProps) {
  const busy = view.status === 'submitting';
  return (
    <Form
      aria-label={changePasswordText.title}
      hideErrorSummary
      onSubmit={() => {
        if (!busy) onSubmit();
      }}
    >
      <Stack gap="4">
        <TextField
          type="password"
          id={`${idPrefix}-current`}
          label={changePasswordText.currentPassword}
          autoComplete="current-password"
          value={view.fields.currentPassword}
          onChange={(value) => onFieldChange('currentPassword', value)}
          isRequired
        />
        <TextField
          type="password"
          id={`${idPrefix}-new`}
          label={changePasswordText.newPassword}
          autoComplete="new-password"
          value={view.fields.newPassword}
          onChange={(value) => onFieldChange('newPassword', value)}
          isRequired
        />
        <TextField
          type="password"
          id={`${idPrefix}-confirm`}
          label={changePasswordText.confirmPassword}
          autoComplete="new-password"
          value={view.fields.confirmPassword}
          onChange={(value) => onFieldChange('confirmPassword', value)}
          isRequired
        />
        <SectionStatus message={view.message} error={view.error} />
        <Inline gap="3" align="center">
          <Button type="submit" isPending={busy} pendingLabel={changePasswordText.submitting}>
            {changePasswordText.submit}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
