import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';
import { media } from '../private/responsive';

const narrow = media.belowDesktop;
const wide = media.desktop;

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface.sunken,
  color: vars.color.text.primary,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.header,
  paddingInline: vars.space['4'],
  background: vars.color.surface.raised,
  borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
  '@media': { [narrow]: { paddingInline: vars.space['2'] } },
});

export const headerContent = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flex: 1,
  minWidth: 0,
});

export const toggle = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control.md,
  height: vars.size.control.md,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRing(),
  },
  '@media': { [narrow]: { display: 'inline-flex' } },
});

export const body = style({ display: 'flex', flex: 1, minHeight: 0 });

export const aside = style({
  width: '16rem',
  flexShrink: 0,
  background: vars.color.surface.raised,
  borderInlineEnd: `${vars.size.border} solid ${vars.color.border.subtle}`,
  '@media': { [narrow]: { display: 'none' } },
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space['6'],
  outline: 'none',
  '@media': { [narrow]: { padding: vars.space['3'] } },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: `color-mix(in srgb, ${vars.color.surface.overlay} 50%, transparent)`,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
  },
  '@media': { [wide]: { display: 'none' }, '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: 'min(18rem, 85vw)',
  overflowY: 'auto',
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const drawerDialog = style({ outline: 'none', display: 'flex', flexDirection: 'column' });

export const drawerHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space['3']} ${vars.space['3']} 0 ${vars.space['5']}`,
});

export const drawerTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const close = style([toggle, { display: 'inline-flex' }]);
