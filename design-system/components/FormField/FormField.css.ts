import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  border: 0,
  margin: 0,
  padding: 0,
});

export const label = style({
  // The label's words and "(optional)" side by side; where one line cannot hold both, the marker
  // goes whole onto the next line, at its start (the space before it is visually hidden, so as
  // text they were one word, broken anywhere: "(необязат" / "ельно)").
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
  padding: 0,
});

export const optional = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.criticalText,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.medium,
});

export const errorIcon = style({ marginBlockStart: '2px' });

/** The error live region is always present; while empty it must not add a gap below the field. */
export const errorRegion = style({
  selectors: { '&:empty': { marginBlockStart: `calc(-1 * ${vars.space.xs})` } },
});
