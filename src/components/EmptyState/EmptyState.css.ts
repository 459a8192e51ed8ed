import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  padding: `${vars.space['10']} ${vars.space['4']}`,
  textAlign: 'center',
  border: `${vars.size.border} dashed ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.page,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.lg,
  height: vars.size.control.lg,
  borderRadius: vars.radius.full,
  background: vars.color.accent.subtle,
  color: vars.color.accent.text,
  fontSize: vars.size.icon.lg,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  maxWidth: vars.size.prose,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['2'],
  marginBlockStart: vars.space['2'],
});
