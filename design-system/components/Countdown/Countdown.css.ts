import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

export const root = style({
  display: 'inline',
});

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});
