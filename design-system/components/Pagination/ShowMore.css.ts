import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../foundations';

// ShowMore's own file: a page that shows page links without this button gets none of its CSS.
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const showMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '360px',
  minHeight: vars.size.controlLg,
  padding: `0 ${vars.space.xl}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const showMoreCount = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
});

export const spinner = style({
  width: '18px',
  height: '18px',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  borderRadius: vars.radius.full,
  animation: `${spin} 700ms linear infinite`,
});
