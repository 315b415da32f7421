import { forwardRef, type ComponentPropsWithoutRef } from 'react';

const triggerStyle = {
  minHeight: 44,
  padding: '0 20px',
  border: 'none',
  borderRadius: 9999,
  background: 'var(--sv-color-brand)',
  color: 'var(--sv-color-on-brand)',
  fontWeight: 600,
} as const;

/** A plain button that opens overlays in stories, so each story shows only its own component. */
export const StoryTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function StoryTrigger({ style, ...props }, ref) {
    return <button ref={ref} type="button" style={{ ...triggerStyle, ...style }} {...props} />;
  },
);
