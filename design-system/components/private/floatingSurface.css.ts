import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** The card that popovers and menus float in. */
export const floatingSurface = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: '200px',
  maxWidth: 'min(360px, calc(100vw - 16px))',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${appear} ${vars.motion.durationFast} ${vars.motion.easing}`,
  outline: 'none',
});
