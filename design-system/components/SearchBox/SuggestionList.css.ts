import { style } from '@vanilla-extract/css';
import { media, vars } from '../../foundations';

// The suggestions' styles: only their code, loaded when the list first opens, uses them (see
// SearchBox.tsx).

export const listbox = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.dropdown,
  maxHeight: 'min(420px, 60vh)',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

/** The search's answer that it found nothing, in the list's place. */
export const empty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-selected="true"]': {
      background: vars.color.brandSoft,
      color: vars.color.onBrandSoft,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
  },
  '@media': {
    [media.desktop]: { minHeight: '40px' },
  },
});

export const optionHint = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.textMuted,
  selectors: {
    [`${option}[aria-selected="true"] &`]: { color: vars.color.onBrandSoft },
  },
});

export const match = style({
  background: 'none',
  color: 'inherit',
  fontWeight: vars.font.weight.bold,
});
