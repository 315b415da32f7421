import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

export const content = style({
  padding: vars.space.lg,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
});

export const arrow = style({
  fill: vars.color.surface,
});
