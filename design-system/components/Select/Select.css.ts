import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

export const select = style({
  appearance: 'none',
  paddingInlineEnd: '44px',
  cursor: 'pointer',
  textOverflow: 'ellipsis',
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: '12px',
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
