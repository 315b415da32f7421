import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

export const iconWrap = style({
  position: 'relative',
  display: 'inline-flex',
  // Room for the badge, which hangs over the icon's right edge.
  marginRight: vars.space.xs,
});

export const badge = style({
  position: 'absolute',
  top: '-8px',
  right: '-10px',
  minWidth: '20px',
  height: '20px',
  padding: '0 5px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  fontSize: vars.font.size.xs,
  lineHeight: 1,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});
