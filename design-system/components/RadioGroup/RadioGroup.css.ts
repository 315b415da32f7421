import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../foundations';
import { breakpoints, media } from '../../foundations/tokens';

export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
});

export const options = recipe({
  base: { display: 'grid', gap: vars.space.sm },
  variants: {
    layout: {
      stack: {},
      columns: {
        '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      },
      inline: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xl },
    },
  },
  defaultVariants: { layout: 'stack' },
});

/** The native radio keeps arrow-key movement and announcements; `dot` draws it. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const dotControl = style({
  position: 'relative',
  flexShrink: 0,
  width: '22px',
  height: '22px',
  marginBlockStart: '1px',
});

export const dot = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${input}:checked + &`]: { borderColor: vars.color.brand, borderWidth: '7px' },
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${input}:disabled + &`]: { opacity: 0.5 },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minHeight: '44px',
  paddingBlock: '10px',
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '64px',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}, background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.text },
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const cardIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.brandText,
  selectors: {
    [`${card}:has(input:checked) &`]: { background: vars.color.surface },
  },
});

export const cardText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flexGrow: 1,
  minWidth: 0,
});

/**
 * The title and the trailing detail: the detail at the end of the title's line, or at the end of
 * the next one under a long title. On a phone it is always there: the cards of a group then look
 * alike, not one with its price beside a short title and the next under a longer one.
 */
export const cardHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
});

export const cardTitle = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'break-word',
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  overflowWrap: 'break-word',
  selectors: {
    [`${card}:has(input:checked) &`]: { color: vars.color.onBrandSoft },
  },
});

export const trailing = style({
  marginInlineStart: 'auto',
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  textAlign: 'end',
  '@media': { [`screen and (width < ${breakpoints.tablet}px)`]: { flexBasis: '100%' } },
});
