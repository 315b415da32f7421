import * as styles from './Divider.css';

export const dividerOrientations = ['horizontal', 'vertical'] as const;
export type DividerOrientation = (typeof dividerOrientations)[number];
export const dividerTones = ['subtle', 'strong'] as const;
export type DividerTone = (typeof dividerTones)[number];

export type DividerProps = {
  orientation?: DividerOrientation;
  tone?: DividerTone;
  /** Decorative by default; a semantic separator is announced by screen readers. */
  decorative?: boolean;
  className?: string;
};

export function Divider({
  orientation = 'horizontal',
  tone = 'subtle',
  decorative = true,
  className,
}: DividerProps) {
  const classes = [styles.divider({ orientation, tone }), className].filter(Boolean).join(' ');
  if (decorative) return <div aria-hidden="true" className={classes} />;
  return <div role="separator" aria-orientation={orientation} className={classes} />;
}
