import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../foundations';

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    borderInlineStart: '4px solid',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      info: {
        background: vars.color.infoSoft,
        color: vars.color.onInfoSoft,
        borderColor: vars.color.info,
      },
      positive: {
        background: vars.color.successSoft,
        color: vars.color.onSuccessSoft,
        borderColor: vars.color.success,
      },
      caution: {
        background: vars.color.warningSoft,
        color: vars.color.onWarningSoft,
        borderColor: vars.color.warning,
      },
      critical: {
        background: vars.color.criticalSoft,
        color: vars.color.onCriticalSoft,
        borderColor: vars.color.critical,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});
export type AlertVariants = RecipeVariants<typeof root>;

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  marginTop: '2px',
});

export const body = style({
  flexGrow: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
});

export const content = style({
  color: 'inherit',
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
