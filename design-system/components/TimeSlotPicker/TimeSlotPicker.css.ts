import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const dayTitle = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const slots = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
  gap: vars.space.xs,
});
