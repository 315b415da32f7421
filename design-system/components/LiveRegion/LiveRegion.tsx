import { useCallback, useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../foundations';

/** One thing to say; a new `id` says it, even when the text is the same as the last one. */
export type LiveAnnouncement = { id: number | string; text: string };

/** How long the region waits before saying an announcement, in ms. */
export const LIVE_REGION_DELAY_MS = 250;

export type LiveRegionProps = {
  /**
   * The latest announcement, or `null`. Only announcements given after the region is in the
   * page are said: the one it mounts with (or none) is not.
   */
  announcement: LiveAnnouncement | null;
  /**
   * Waits this long before saying it: one that follows within it takes its place, so a burst of
   * presses is said once, as it ends; an overlay closing meanwhile no longer hides the region.
   */
  delay?: number;
};

/**
 * Says the result of the user's action politely to screen readers, without showing it: e.g.
 * “«Non»: 3 pcs in your cart” after a stepper press. The region is empty when it mounts and stays
 * in the page while what it speaks of changes: render it outside any list or panel that the
 * action may remove (a region removed with its line is never read).
 */
export function LiveRegion({ announcement, delay = LIVE_REGION_DELAY_MS }: LiveRegionProps) {
  const [mountedWith] = useState(announcement?.id);
  const [said, setSaid] = useState<LiveAnnouncement | null>(null);
  const id = announcement?.id;
  const text = announcement?.text;
  useEffect(() => {
    if (id === undefined || text === undefined || id === mountedWith) return;
    const timer = setTimeout(() => setSaid({ id, text }), delay);
    return () => clearTimeout(timer);
  }, [id, text, mountedWith, delay]);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
      {/* A new node for each announcement: the same text said again is a change too. */}
      {said ? <span key={said.id}>{said.text}</span> : null}
    </div>
  );
}

/**
 * The latest announcement for a `LiveRegion`, and the function that makes the next one: each call
 * is a new announcement, so the same sentence said twice is said twice.
 */
export function useLiveAnnouncement(): [LiveAnnouncement | null, (text: string) => void] {
  const [announcement, setAnnouncement] = useState<LiveAnnouncement | null>(null);
  const said = useRef(0);
  const announce = useCallback((text: string) => {
    said.current += 1;
    setAnnouncement({ id: said.current, text });
  }, []);
  return [announcement, announce];
}
