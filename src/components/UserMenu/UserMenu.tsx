import {
  Button as AriaButton,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { ChevronDownIcon } from '../Icon/Icon';
import { cx } from '../private/cx';
import type { Tone } from '../private/tone';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from './UserMenu.css';

export interface UserMenuItem {
  /** Stable key, passed to `onAction` (e.g. 'dashboard', 'sign-out'). */
  id: string;
  label: string;
  /** Navigate here (through react-aria's RouterProvider). */
  href?: string;
  /** Called when chosen (in addition to the menu's `onAction`). */
  onAction?: () => void;
  /** Shown but not selectable; `note` says why (default 'Coming soon'). */
  isDisabled?: boolean;
  /** Not rendered at all (e.g. Admin Panel for non-admins). */
  isHidden?: boolean;
  /** Small text after the label; defaults to 'Coming soon' on disabled items. */
  note?: string;
  /** `danger` for destructive or leaving actions such as Sign Out; a separator goes before it. */
  tone?: Extract<Tone, 'neutral' | 'danger'>;
}

export interface UserMenuProps {
  name: string;
  email?: string;
  avatarSrc?: string;
  items: UserMenuItem[];
  /** Called with the item id when any item is chosen. */
  onAction?: (id: string) => void;
  /** Start open (stories and tests). */
  defaultOpen?: boolean;
  /** Controlled open state. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The signed-in user's menu in the header: a button with avatar and name opening a menu that
 * shows the name and email, then the items. Items can be links (`href`), actions (`onAction`),
 * disabled with a note ('Coming soon') or hidden. Arrow keys move, Enter/Space choose, Escape or a
 * click outside closes and focus returns to the button. For a signed-out visitor show a Sign In
 * link instead.
 */
export function UserMenu({
  name,
  email,
  avatarSrc,
  items,
  onAction,
  defaultOpen,
  isOpen,
  onOpenChange,
}: UserMenuProps) {
  const visible = items.filter((item) => !item.isHidden);
  const main = visible.filter((item) => item.tone !== 'danger');
  const trailing = visible.filter((item) => item.tone === 'danger');
  const disabledKeys = visible.filter((item) => item.isDisabled).map((item) => item.id);

  const renderItem = (item: UserMenuItem) => {
    const note = item.note ?? (item.isDisabled ? 'Coming soon' : undefined);
    return (
      <MenuItem
        key={item.id}
        id={item.id}
        href={item.isDisabled ? undefined : item.href}
        onAction={item.onAction}
        textValue={item.label}
        className={cx(styles.item, item.tone === 'danger' && styles.danger)}
      >
        <span>{item.label}</span>
        {note ? <span className={styles.itemNote}>{note}</span> : null}
      </MenuItem>
    );
  };

  return (
    <MenuTrigger defaultOpen={defaultOpen} isOpen={isOpen} onOpenChange={onOpenChange}>
      <AriaButton className={styles.trigger}>
        <Avatar name={name} src={avatarSrc} size="sm" isDecorative />
        <span className={styles.triggerName}>{name}</span>
        <span className={visuallyHidden}>, account menu</span>
        <ChevronDownIcon size="sm" className={styles.chevron} />
      </AriaButton>
      <Popover placement="bottom end" offset={8} className={styles.popover}>
        <Menu className={styles.menu} disabledKeys={disabledKeys} onAction={(key) => onAction?.(String(key))}>
          <MenuSection>
            <Header className={styles.header}>
              <span className={styles.name}>{name}</span>
              {email ? <span className={styles.email}>{email}</span> : null}
            </Header>
            {main.map(renderItem)}
          </MenuSection>
          {trailing.length > 0 ? (
            <>
              <Separator className={styles.separator} />
              <MenuSection aria-label="Session">{trailing.map(renderItem)}</MenuSection>
            </>
          ) : null}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
