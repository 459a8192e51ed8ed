import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.family.sans,
  lineHeight: vars.font.lineHeight.normal,
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.surface.page,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.sans,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('a', { color: vars.color.text.link });

globalStyle(':focus-visible', {
  outline: `${vars.size.focusRing} solid ${vars.color.focus.ring}`,
  outlineOffset: vars.size.focusOffset,
});

globalStyle('@media (prefers-reduced-motion: reduce)', {});

// Radix Themes reads its own variables; point them at our semantic tokens so Radix layout
// primitives and our components share one palette, font and focus colour.
globalStyle('.radix-themes', {
  vars: {
    '--default-font-family': vars.font.family.sans,
    '--heading-font-family': vars.font.family.sans,
    '--color-background': vars.color.surface.page,
    '--color-panel-solid': vars.color.surface.raised,
    '--accent-9': vars.color.accent.solid,
    '--accent-10': vars.color.accent.solidHover,
    '--accent-11': vars.color.accent.text,
    '--accent-contrast': vars.color.accent.onSolid,
    '--accent-3': vars.color.accent.subtle,
    '--accent-4': vars.color.accent.subtleHover,
    '--focus-8': vars.color.focus.ring,
  },
  fontFamily: vars.font.family.sans,
  color: vars.color.text.primary,
  background: vars.color.surface.page,
});
