import { style } from '@vanilla-extract/css';
import { media, vars } from '../../foundations';

/** Icon-first buttons and links of the header; the text label appears from tablet width up. */
export const headerAction = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minWidth: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:active': { background: vars.color.surfaceSunken },
  },
  '@media': {
    [media.tablet]: { padding: `0 ${vars.space.md}` },
  },
});

/** Read by assistive technology at every width, shown from desktop width up. */
export const headerActionLabel = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [media.desktop]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
      maxWidth: '12em',
      textOverflow: 'ellipsis',
    },
  },
});
