import { style } from '@vanilla-extract/css';
import { media, vars } from '../../foundations';

export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const stage = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  // The viewer handles pinch, pan and swipe itself.
  touchAction: 'none',
  userSelect: 'none',
  cursor: 'zoom-in',
});

export const stageZoomed = style({
  cursor: 'grab',
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  objectFit: 'contain',
  transformOrigin: 'center center',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  pointerEvents: 'none',
});

export const imageDragging = style({
  transition: 'none',
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  paddingBottom: `calc(${vars.space.md} + env(safe-area-inset-bottom))`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [media.tablet]: { padding: `${vars.space.md} ${vars.space.xl}` },
  },
});

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const controlButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceMuted },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'default', opacity: 0.6 },
  },
});

export const readout = style({
  minWidth: '4.5em',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});
