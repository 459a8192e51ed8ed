/**
 * /profile: status tiles, picture, personal details (view and edit), change password, two-factor
 * (coming soon) and delete account behind a password confirmation.
 */
import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Avatar } from '../../components/Avatar/Avatar';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { DescriptionList } from '../../components/DescriptionList/DescriptionList';
import { Form } from '../../components/Form/Form';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { Spinner } from '../../components/Spinner/Spinner';
import { StatGrid, StatTile } from '../../components/StatTile/StatTile';
import { TextField } from '../../components/TextField/TextField';
import { SectionStatus } from '../settings';
import { PROFILE_MESSAGES } from './messages';
import * as styles from './ProfileScreen.css';
import { type DeleteAccountView, type ProfileView, profileText as text } from './profile.view';
import type { ProfileField } from './rules';

export interface ProfileScreenProps {
  view: ProfileView;
  deleteView: DeleteAccountView;
  /** the change-password form (its own machine) */
  changePassword: ReactNode;
  onRetry: () => void;
  onEdit: () => void;
  onCancel: () => void;
  onFieldChange: (field: ProfileField, value: string) => void;
  onSubmit: () => void;
  onPictureSelect: (file: Blob) => void;
  onPictureRemove: () => void;
  onDeleteOpen: () => void;
  onDeleteCancel: () => void;
  onDeletePasswordChange: (value: string) => void;
  onDeleteConfirm: () => void;
}

const FIELDS: readonly {
  field: Exclude<ProfileField, 'currentPassword'>;
  label: string;
  type?: 'email' | 'tel';
  autoComplete: string;
  required?: boolean;
}[] = [
  { field: 'firstName', label: text.firstName, autoComplete: 'given-name', required: true },
  { field: 'lastName', label: text.lastName, autoComplete: 'family-name', required: true },
  { field: 'email', label: text.email, type: 'email', autoComplete: 'email', required: true },
  { field: 'phone', label: text.phone, type: 'tel', autoComplete: 'tel' },
  { field: 'address', label: text.address, autoComplete: 'street-address' },
];

export function ProfileScreen(props: ProfileScreenProps) {
  const { view } = props;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{text.title}</h1>
      {view.status === 'loading' ? <Spinner label={text.loading} showLabel /> : null}
      {view.status === 'loadFailed' ? (
        <Alert
          tone="danger"
          actions={
            <Button variant="secondary" onPress={props.onRetry}>
              {text.retry}
            </Button>
          }
        >
          {view.message}
        </Alert>
      ) : null}
      {view.status !== 'loading' && view.status !== 'loadFailed' ? <Loaded {...props} view={view} /> : null}
    </div>
  );
}

function Loaded(props: ProfileScreenProps & { view: Exclude<ProfileView, { status: 'loading' | 'loadFailed' }> }) {
  const { view, deleteView } = props;
  const editing = view.status === 'editing' || view.status === 'saving';
  return (
    <>
      <p className={styles.intro}>{text.intro}</p>
      <section aria-labelledby="profile-status">
        <h2 id="profile-status" className={styles.note}>
          {text.status}
        </h2>
        <StatGrid aria-label={text.status}>
          <StatTile
            label={text.statusLabel}
            value={view.tiles.status}
            tone={view.tiles.status === 'Active' ? 'success' : 'warning'}
          />
          <StatTile label={text.plan} value={view.tiles.plan} />
          <StatTile label={text.memberSince} value={view.tiles.memberSince || '—'} />
        </StatGrid>
      </section>

      <Card title={text.picture} headingLevel={2}>
        <div className={styles.picture}>
          <Avatar name={view.name} src={view.pictureUrl ?? undefined} size="lg" />
          <label className={styles.fileLabel}>
            {view.pictureBusy === 'uploading' ? text.uploading : text.upload}
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              disabled={view.pictureBusy !== null || editing}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) props.onPictureSelect(file);
                event.currentTarget.value = '';
              }}
            />
            <span className={styles.note}>{text.pictureHint}</span>
          </label>
          {view.pictureUrl ? (
            <Button
              variant="secondary"
              onPress={props.onPictureRemove}
              isPending={view.pictureBusy === 'removing'}
              pendingLabel={text.removing}
              isDisabled={view.pictureBusy !== null || editing}
            >
              {text.remove}
            </Button>
          ) : null}
        </div>
        <SectionStatus message={view.pictureMessage} error={view.pictureError} />
      </Card>

      <Card
        title={text.details}
        headingLevel={2}
        actions={
          editing ? null : (
            <Button variant="secondary" onPress={props.onEdit} isDisabled={view.pictureBusy !== null}>
              {text.edit}
            </Button>
          )
        }
      >
        {editing ? (
          <Form
            aria-label={text.details}
            errors={Object.entries(view.errors).map(([field, message]) => ({
              fieldId: `profile-${field}`,
              message: message ?? '',
            }))}
            onSubmit={() => {
              if (view.status === 'editing') props.onSubmit();
            }}
          >
            <div className={styles.fields}>
              <div className={styles.row}>
                {FIELDS.map(({ field, label, type, autoComplete, required }) => (
                  <TextField
                    key={field}
                    id={`profile-${field}`}
                    label={label}
                    type={type}
                    autoComplete={autoComplete}
                    isRequired={required}
                    value={view.draft[field]}
                    onChange={(value) => props.onFieldChange(field, value)}
                    errorMessage={view.errors[field]}
                  />
                ))}
              </div>
              {view.emailChanged ? (
                <PasswordField
                  id="profile-currentPassword"
                  label={text.currentPassword}
                  autoComplete="current-password"
                  value={view.draft.currentPassword}
                  onChange={(value) => props.onFieldChange('currentPassword', value)}
                  errorMessage={view.errors.currentPassword}
                />
              ) : null}
              <SectionStatus error={view.error} />
              <div className={styles.actions}>
                <Button type="submit" isPending={view.status === 'saving'} pendingLabel={text.saving}>
                  {text.save}
                </Button>
                <Button variant="secondary" onPress={props.onCancel} isDisabled={view.status === 'saving'}>
                  {text.cancel}
                </Button>
              </div>
            </div>
          </Form>
        ) : (
          <div className={styles.fields}>
            <DescriptionList
              items={FIELDS.map(({ field, label }) => ({
                id: field,
                term: label,
                description: view.fields[field] || text.notSet,
              }))}
            />
            <SectionStatus message={view.status === 'saved' ? view.message : undefined} />
          </div>
        )}
      </Card>

      <Card title={text.password} headingLevel={2}>
        {props.changePassword}
      </Card>

      <Card
        title={text.twoFactor}
        headingLevel={2}
        actions={<Badge tone="neutral">{text.comingSoon}</Badge>}
        description={PROFILE_MESSAGES.twoFactorSoon}
      />

      <Card title={text.danger} headingLevel={2} description={text.dangerIntro}>
        <div className={styles.actions}>
          <Button variant="danger" onPress={props.onDeleteOpen}>
            {text.deleteButton}
          </Button>
        </div>
      </Card>
      <ConfirmDialog
        isOpen={deleteView.status === 'confirming' || deleteView.status === 'deleting'}
        title={text.deleteTitle}
        tone="danger"
        confirmLabel={text.deleteConfirm}
        pendingLabel={text.deleting}
        isPending={deleteView.status === 'deleting'}
        onConfirm={props.onDeleteConfirm}
        onCancel={props.onDeleteCancel}
        message={
          <div className={styles.fields}>
            <p className={styles.note}>{text.deleteMessage}</p>
            <PasswordField
              id="delete-account-password"
              label={text.deletePassword}
              autoComplete="current-password"
              value={deleteView.status === 'confirming' || deleteView.status === 'deleting' ? deleteView.password : ''}
              onChange={props.onDeletePasswordChange}
              errorMessage={deleteView.status === 'confirming' ? deleteView.error : undefined}
            />
          </div>
        }
      />
    </>
  );
}
