/**
 * The icon set: every SVG the design system draws, one named component each (so unused icons are
 * tree-shaken) plus the `icons` registry for data-driven picks. Longer than 300 lines because it is a
 * catalogue of path data, not logic.
 */
import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './Icon.css';

export type IconSize = keyof typeof styles.size;

export interface IconProps {
  /** sm/md/lg come from the icon size tokens; `text` follows the font size (default). */
  size?: IconSize;
  /**
   * Accessible name. Without it the icon is decorative (aria-hidden) and the surrounding
   * control must carry the name; with it the icon is an image with that name.
   */
  title?: string;
  className?: string;
}

interface FrameProps extends IconProps {
  children: ReactNode;
  /** The drawing grid: 24 units, or 16 for the small glyphs made for badges and table headers. */
  grid?: 16 | 24;
  /** `light` draws a 1.75-unit stroke instead of 2. */
  weight?: 'regular' | 'light';
}

/** Shared frame: a stroked SVG that inherits `currentColor`. */
function Svg({ size = 'text', title, className, children, grid = 24, weight = 'regular' }: FrameProps) {
  const classes = cx(styles.icon, weight === 'light' && styles.light, styles.size[size], className);
  const viewBox = `0 0 ${grid} ${grid}`;
  if (title) {
    return (
      <svg viewBox={viewBox} className={classes} focusable="false" role="img" aria-label={title}>
        <title>{title}</title>
        {children}
      </svg>
    );
  }
  return (
    <svg viewBox={viewBox} className={classes} focusable="false" aria-hidden="true">
      {children}
    </svg>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </Svg>
  );
}

export function EyeOffIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M9.9 5.2A9.7 9.7 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.6 3.5" />
      <path d="M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m2 2 20 20" />
    </Svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Svg>
  );
}

export function MinusIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 12h12" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </Svg>
  );
}

export function SuccessIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.8 2.8L16 9.8" />
    </Svg>
  );
}

export function WarningIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4.5M12 17h.01" />
    </Svg>
  );
}

export function ErrorIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5h.01" />
    </Svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m15 6-6 6 6 6" />
    </Svg>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m9 6 6 6-6 6" />
    </Svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Svg>
  );
}

export function BellIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
    </Svg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Svg>
  );
}

export function ExternalLinkIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Svg>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Svg>
  );
}

export function InboxIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 13h5l1.5 3h5L16 13h5" />
      <path d="M5.5 5h13L21 13v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6Z" />
    </Svg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18h2" />
    </Svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2" />
    </Svg>
  );
}

export function PictureIcon(props: IconProps) {
  return (
    <Svg {...props} weight="light">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-8 9" />
    </Svg>
  );
}

/* Small glyphs on a 16-unit grid, for status badges. */

export function CheckSmallIcon(props: IconProps) {
  return (
    <Svg {...props} grid={16}>
      <path d="M3.5 8.5l3 3 6-7" />
    </Svg>
  );
}

export function ClockSmallIcon(props: IconProps) {
  return (
    <Svg {...props} grid={16}>
      <path d="M8 4.5V8l2.5 1.5M14 8A6 6 0 1 1 2 8a6 6 0 0 1 12 0z" />
    </Svg>
  );
}

export function AlertSmallIcon(props: IconProps) {
  return (
    <Svg {...props} grid={16}>
      <path d="M8 4.5v4.5M8 11.25v.25M14 8A6 6 0 1 1 2 8a6 6 0 0 1 12 0z" />
    </Svg>
  );
}

export function CrossSmallIcon(props: IconProps) {
  return (
    <Svg {...props} grid={16}>
      <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />
    </Svg>
  );
}

export function PauseSmallIcon(props: IconProps) {
  return (
    <Svg {...props} grid={16}>
      <path d="M6 4.5v7M10 4.5v7" />
    </Svg>
  );
}

export function DashSmallIcon(props: IconProps) {
  return (
    <Svg {...props} grid={16}>
      <path d="M4 8h8" />
    </Svg>
  );
}

/* Sort state of a table column, on a 16-unit grid. */

export function SortIcon(props: IconProps) {
  return (
    <Svg {...props} grid={16} weight="light">
      <path d="M5 6l3-3 3 3M5 10l3 3 3-3" />
    </Svg>
  );
}

export function SortAscendingIcon(props: IconProps) {
  return (
    <Svg {...props} grid={16} weight="light">
      <path d="M8 12.5v-9M4.5 7 8 3.5 11.5 7" />
    </Svg>
  );
}

export function SortDescendingIcon(props: IconProps) {
  return (
    <Svg {...props} grid={16} weight="light">
      <path d="M8 3.5v9M4.5 9 8 12.5 11.5 9" />
    </Svg>
  );
}

/* Our own simple line marks for social networks (not the networks' logos). */

export function FacebookIcon(props: IconProps) {
  return (
    <Svg {...props} weight="light">
      <path d="M14 8h2.5V4.5H14c-2.2 0-4 1.8-4 4V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V8.5c0-.3.2-.5.5-.5z" />
    </Svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <Svg {...props} weight="light">
      <path d="M4 4l16 16M20 4 4 20" />
    </Svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Svg {...props} weight="light">
      <path d="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2.5v.01" />
    </Svg>
  );
}

export function LinkedInIcon(props: IconProps) {
  return (
    <Svg {...props} weight="light">
      <path d="M4 9h3.5v11H4zM5.75 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.5 0 4.3 2.2 4.3 5.2v6H17.5v-5.3c0-1.3-.1-2.9-1.8-2.9s-2.2 1.4-2.2 2.8V20H10z" />
    </Svg>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <Svg {...props} weight="light">
      <path d="M3 8.5c0-2 1.5-3.5 3.5-3.5h11c2 0 3.5 1.5 3.5 3.5v7c0 2-1.5 3.5-3.5 3.5h-11C4.5 19 3 17.5 3 15.5zM10 9v6l5-3z" />
    </Svg>
  );
}

export function WhatsAppIcon(props: IconProps) {
  return (
    <Svg {...props} weight="light">
      <path d="M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2-1.3-2.5-2.5l1-1-1-2z" />
    </Svg>
  );
}

/** Every icon by name, for stories and for components that pick an icon from data. */
export const icons = {
  eye: EyeIcon,
  'eye-off': EyeOffIcon,
  check: CheckIcon,
  minus: MinusIcon,
  close: CloseIcon,
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
  'chevron-down': ChevronDownIcon,
  'chevron-left': ChevronLeftIcon,
  'chevron-right': ChevronRightIcon,
  menu: MenuIcon,
  bell: BellIcon,
  user: UserIcon,
  'external-link': ExternalLinkIcon,
  clock: ClockIcon,
  inbox: InboxIcon,
  phone: PhoneIcon,
  search: SearchIcon,
  picture: PictureIcon,
  'check-small': CheckSmallIcon,
  'clock-small': ClockSmallIcon,
  'alert-small': AlertSmallIcon,
  'cross-small': CrossSmallIcon,
  'pause-small': PauseSmallIcon,
  'dash-small': DashSmallIcon,
  sort: SortIcon,
  'sort-ascending': SortAscendingIcon,
  'sort-descending': SortDescendingIcon,
  facebook: FacebookIcon,
  x: XIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
  whatsapp: WhatsAppIcon,
} as const;

export type IconName = keyof typeof icons;

/** Render an icon by name: `<Icon name="bell" />`. */
/**
 * Every icon name, listed when this module is evaluated (Storybook's docs plugin later adds a
 * `__docgenInfo` key to exported objects such as `icons`, which `Object.keys(icons)` would then list).
 */
export const iconNames = Object.keys(icons) as IconName[];

export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  const Component = icons[name];
  return <Component {...props} />;
}
