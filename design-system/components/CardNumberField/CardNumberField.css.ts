import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

/**
 * The number in groups of four (“5555 5555 5555 4444”) is about 165 px wide; with the card icon's
 * room before it and the brand badge's after it, the field needs about 308 px. In a narrower form
 * (the add-card dialog is 240 px wide on a 320 px phone, 295 px on a 375 px one) the field, as its
 * own container, shows the badge under the number instead.
 */
const narrow = '(width < 308px)';

export const root = style({
  // A container's width does not come from its content: the field spans the form's column.
  containerType: 'inline-size',
  position: 'relative',
});

export const number = style({
  '@container': {
    [narrow]: { selectors: { [`${root} &`]: { paddingInlineEnd: '14px' } } },
  },
});

export const brandSlot = style({
  '@container': {
    [narrow]: {
      selectors: {
        [`${root} &`]: {
          position: 'static',
          justifyContent: 'flex-end',
          paddingTop: vars.space.xs,
        },
      },
    },
  },
});

export const brand = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
