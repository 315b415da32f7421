import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '28rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const illustration = style({
  display: 'flex',
  justifyContent: 'center',
  marginBottom: vars.space.sm,
});

export const iconCircle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '88px',
  height: '88px',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.onBrandSoft,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weight.semibold,
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  color: vars.color.textMuted,
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
