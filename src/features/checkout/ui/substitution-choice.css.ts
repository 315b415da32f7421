import { style } from '@vanilla-extract/css';
import { vars } from 'design-system';

export const disclosure = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

export const summary = style({
  cursor: 'pointer',
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
});

export const lines = style({ paddingTop: vars.space.md });
