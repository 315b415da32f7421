import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars, visuallyHidden } from '../../foundations';

/**
 * A line is laid out by its own width, not the screen's: the mini cart is a narrow sheet on a
 * desktop, and a phone can be 320 px wide. From `wide` on, everything is in one row; below, the
 * stepper, total and remove button are a row under the name; below `narrow`, where that row no
 * longer fits (stepper, a total of 7rem and the button), the remove button stands beside the name.
 */
const line = createContainer();
const wide = `${line} (width >= 34rem)`;
const narrow = `${line} (width < 20rem)`;

export const root = style({
  containerName: line,
  containerType: 'inline-size',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gridTemplateAreas: '"media info" "controls controls"',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  paddingBlock: vars.space.md,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  '@container': {
    [wide]: {
      gridTemplateColumns: '88px minmax(0, 1fr) auto',
      gridTemplateAreas: '"media info controls"',
      alignItems: 'center',
      columnGap: vars.space.lg,
    },
    [narrow]: {
      gridTemplateColumns: '72px minmax(0, 1fr) auto',
      // The stepper and the total share the second row, at its two ends.
      gridTemplateAreas: '"media info remove" "controls controls controls"',
    },
  },
});

export const media = style({
  gridArea: 'media',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  alignSelf: 'start',
});

const picture = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
} as const;

export const image = style(picture);

// A picture put into a skeleton's media slot before the page is interactive shows as a line's.
globalStyle(`${media}[data-slot='media'] > img`, picture);

export const info = style({
  gridArea: 'info',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const attributes = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textMuted,
});

export const attribute = style({
  display: 'flex',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

globalStyle(`${attribute} > dd`, { margin: 0 });

export const unitPrice = style({
  color: vars.color.textMuted,
});

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.onWarningSoft,
});

export const controls = style({
  gridArea: 'controls',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@container': {
    [wide]: { justifyContent: 'flex-end', gap: vars.space.lg },
    // Its parts are placed in the line's grid.
    [narrow]: { display: 'contents' },
  },
});

export const stepper = style({
  '@container': { [narrow]: { gridArea: 'controls', justifySelf: 'start', alignSelf: 'center' } },
});

/** The loading line's stand-in for the total. */
export const totalSkeleton = style({
  '@container': { [narrow]: { gridArea: 'controls', justifySelf: 'end', alignSelf: 'center' } },
});

export const total = style({
  display: 'flex',
  flexGrow: 1,
  justifyContent: 'flex-end',
  minWidth: '7rem',
  textAlign: 'end',
  '@container': {
    [wide]: { flexGrow: 0, minWidth: '8rem' },
    [narrow]: { gridArea: 'controls', justifySelf: 'end', alignSelf: 'center' },
  },
});

export const totalLabel = visuallyHidden;

export const remove = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  '@container': { [narrow]: { gridArea: 'remove', alignSelf: 'start' } },
  selectors: {
    '&:hover': { background: vars.color.criticalSoft, color: vars.color.criticalText },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
