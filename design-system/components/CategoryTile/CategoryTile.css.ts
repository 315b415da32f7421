import { style } from '@vanilla-extract/css';
import { media, vars } from '../../foundations';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'center',
  transition: `box-shadow ${vars.motion.durationBase} ${vars.motion.easing}, transform ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
  },
  '@media': {
    [media.tablet]: { padding: vars.space.lg },
  },
});

export const media_ = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  overflow: 'hidden',
});

export const image = style({
  width: '72%',
  height: '72%',
  objectFit: 'contain',
});

export const name = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
  // Hyphenated where the page's language has a dictionary (ru, en); a word wider than the tile
  // (none is, two tiles to a phone's row) would break rather than spill.
  overflowWrap: 'break-word',
  hyphens: 'auto',
  '@media': {
    [media.tablet]: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md },
  },
});

export const count = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.textMuted,
});
