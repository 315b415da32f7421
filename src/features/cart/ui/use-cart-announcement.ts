import { useCallback, useRef, useState } from 'react';
import type { LiveAnnouncement } from 'design-system';

/**
 * What the cart page or the mini-cart last said of the shopper's change to the cart, for its
 * `LiveRegion`, and how its parts say the next (`CartLines`' `announce`). Only the shopper's own
 * changes are said: restoring the cart or syncing it with the server says nothing.
 */
export function useCartAnnouncement(): [LiveAnnouncement | null, (text: string) => void] {
  const [announcement, setAnnouncement] = useState<LiveAnnouncement | null>(null);
  const said = useRef(0);
  const announce = useCallback((text: string) => {
    said.current += 1;
    setAnnouncement({ id: said.current, text });
  }, []);
  return [announcement, announce];
}
