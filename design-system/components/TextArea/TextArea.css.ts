import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

export const textArea = style({
  minHeight: '104px',
  resize: 'vertical',
});

export const counter = style({
  alignSelf: 'flex-end',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontVariantNumeric: 'tabular-nums',
});
