import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from 'design-system';

/** Readable CMS text: headings below the page heading, even rhythm between blocks. */
export const prose = style({
  maxWidth: '72ch',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  color: vars.color.text,
});

globalStyle(`${prose} > * + *`, { marginBlockStart: vars.space.lg });
globalStyle(`${prose} h2`, {
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weight.bold,
  marginBlockStart: vars.space.xxl,
});
globalStyle(`${prose} h3, ${prose} h4`, {
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
  marginBlockStart: vars.space.xl,
});
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space.xl });
globalStyle(`${prose} li + li`, { marginBlockStart: vars.space.xs });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${prose} a`, { color: vars.color.brandText, textUnderlineOffset: '0.15em' });
// A phone number is read and dialled as one: never broken across lines (+998 71 205 10 | 30).
globalStyle(`${prose} a[href^="tel:"]`, { whiteSpace: 'nowrap' });
