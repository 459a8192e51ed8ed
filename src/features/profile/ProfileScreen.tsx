/**
 * /profile: status tiles, picture, personal details (view and edit), change password, two-factor
 * (where to set it up: Settings) and delete account behind a password confirmation.
 */
import type { ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Columns,
  DescriptionList,
  Form,
  Inline,
  Link,
  Spinner,
  TextField,
} from '@/components';
import { paths } from '../../domain/paths';
import { SectionStatus, accountPageStyles as styles } from '../settings';
import { PROFILE_MESSAGES } from './messages';
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
      <Card title={text.status} headingLevel={2}>
        <DescriptionList
          items={[
            {
              id: 'status',
              term: text.statusLabel,
              description: (
                <Badge tone={view.tiles.status === 'Active' ? 'success' : 'warning'}>{view.tiles.status}</Badge>
              ),
            },
            { id: 'plan', term: text.plan, description: view.tiles.plan },
            { id: 'since', term: text.memberSince, description: view.tiles.memberSince || '—' },
            { id: 'username', term: text.username, description: view.tiles.username },
          ]}
        />
      </Card>

      <Card title={text.picture} headingLevel={2}>
        <Inline gap="4" align="center">
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
        </Inline>
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
              <Columns minItemWidth="14rem" gap="4">
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
              </Columns>
              {view.emailChanged ? (
                <TextField
                  type="password"
                  id="profile-currentPassword"
                  label={text.currentPassword}
                  autoComplete="current-password"
                  value={view.draft.currentPassword}
                  onChange={(value) => props.onFieldChange('currentPassword', value)}
                  errorMessage={view.errors.currentPassword}
                />
              ) : null}
              <SectionStatus error={view.error} />
              <Inline gap="3" align="center">
                <Button type="submit" isPending={view.status === 'saving'} pendingLabel={text.saving}>
                  {text.save}
                </Button>
                <Button variant="secondary" onPress={props.onCancel} isDisabled={view.status === 'saving'}>
                  {text.cancel}
                </Button>
              </Inline>
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

      <Card title={text.twoFactor} headingLevel={2} description={PROFILE_MESSAGES.twoFactorWhere}>
        <Link href={paths.settings}>{text.twoFactorLink}</Link>
      </Card>

      <Card title={text.danger} headingLevel={2} description={text.dangerIntro}>
        {deleteView.status === 'confirming' || deleteView.status === 'deleting' ? (
          <Form
            aria-label={text.deleteTitle}
            hideErrorSummary
            errors={deleteView.error ? [{ fieldId: 'delete-account-password', message: deleteView.error }] : []}
            onSubmit={() => {
              if (deleteView.status === 'confirming') props.onDeleteConfirm();
            }}
          >
            <div className={styles.fields}>
              <p className={styles.note}>
                <strong>{text.deleteTitle}</strong> {text.deleteMessage}
              </p>
              <TextField
                type="password"
                id="delete-account-password"
                label={text.deletePassword}
                autoComplete="current-password"
                autoFocus
                value={deleteView.password}
                onChange={props.onDeletePasswordChange}
                errorMessage={deleteView.error}
              />
              <Inline gap="3" align="center">
                <Button
                  type="submit"
                  variant="danger"
                  isPending={deleteView.status === 'deleting'}
                  pendingLabel={text.deleting}
                >
                  {text.deleteConfirm}
                </Button>
                <Button
                  variant="secondary"
                  onPress={props.onDeleteCancel}
                  isDisabled={deleteView.status === 'deleting'}
                >
                  {text.cancel}
                </Button>
              </Inline>
            </div>
          </Form>
        ) : (
          <Inline gap="3" align="center">
            <Button variant="danger" onPress={props.onDeleteOpen}>
              {text.deleteButton}
            </Button>
          </Inline>
        )}
      </Card>
    </>
  );
}
