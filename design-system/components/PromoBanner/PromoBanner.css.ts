import { style } from '@vanilla-extract/css';
import { media, vars } from '../../foundations';

/**
 * Phones: the illustration above, the words below it. From tablet width the words sit on a
 * panel over the illustration, which fills a 21:8 box.
 */
export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surfaceMuted,
  '@media': {
    [media.tablet]: { aspectRatio: '21 / 8', justifyContent: 'center' },
  },
});

export const media_ = style({
  aspectRatio: '21 / 9',
  overflow: 'hidden',
  '@media': {
    [media.tablet]: { position: 'absolute', inset: 0, aspectRatio: 'auto' },
  },
});

export const body = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  flexGrow: 1,
  padding: vars.space.md,
  color: vars.color.text,
  '@media': {
    [media.tablet]: {
      flexGrow: 0,
      maxWidth: '46%',
      marginInline: `calc(${vars.size.touchTarget} + ${vars.space.lg})`,
      padding: vars.space.lg,
      gap: vars.space.sm,
      borderRadius: vars.radius.xl,
      background: vars.color.surface,
      boxShadow: vars.shadow.md,
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'break-word',
  '@media': {
    [media.tablet]: { fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.xxl },
  },
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textMuted,
  overflowWrap: 'break-word',
  '@media': {
    [media.tablet]: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md },
  },
});

export const action = style({
  marginTop: 'auto',
  '@media': {
    [media.tablet]: { marginTop: vars.space.xs },
  },
});
