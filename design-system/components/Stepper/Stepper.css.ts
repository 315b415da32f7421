import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../foundations';

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  position: 'relative',
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
  selectors: {
    // The connector line runs from this step's marker to the previous one.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: '15px',
      right: 'calc(50% + 22px)',
      left: 'calc(-50% + 22px)',
      height: '2px',
      borderRadius: vars.radius.full,
      background: vars.color.border,
    },
    '&[data-state="complete"]:not(:first-child)::before, &[data-state="current"]:not(:first-child)::before':
      { background: vars.color.brand },
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    state: {
      complete: { background: vars.color.brand, color: vars.color.onBrand },
      current: {
        background: vars.color.surface,
        color: vars.color.brandText,
        boxShadow: `inset 0 0 0 2px ${vars.color.brand}, 0 0 0 4px ${vars.color.brandSoft}`,
      },
      upcoming: {
        background: vars.color.surface,
        color: vars.color.textMuted,
        boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
      },
    },
  },
});

export const label = recipe({
  base: {
    maxWidth: '100%',
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.xs,
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    '@media': {
      [media.tablet]: { fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.sm },
    },
  },
  variants: {
    state: {
      complete: { color: vars.color.text },
      current: { color: vars.color.text, fontWeight: vars.font.weight.semibold },
      upcoming: { color: vars.color.textMuted },
    },
  },
});
