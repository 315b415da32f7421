import { style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

export const form = style({
  position: 'relative',
  width: '100%',
});

export const field = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.controlMd,
  paddingLeft: vars.space.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-within': {
      background: vars.color.surface,
      borderColor: vars.color.brand,
      boxShadow: `0 0 0 3px ${vars.color.brandSoft}`,
    },
  },
});

export const leadingIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  // 16px stops iOS Safari from zooming into the field on focus.
  fontSize: vars.font.size.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: 'none' },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  marginTop: '-1px',
  marginBottom: '-1px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken },
  },
});

export const submitButton = style([
  iconButton,
  {
    marginRight: '-1px',
    background: vars.color.brand,
    color: vars.color.onBrand,
    selectors: {
      '&:hover': { background: vars.color.brandHover, color: vars.color.onBrand },
      '&:active': { background: vars.color.brandPressed },
    },
  },
]);
