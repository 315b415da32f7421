/**
 * Whether nothing has the focus: it is on the document, or on an element no longer in it (what had
 * it was removed). Code that moves the focus after a change does so only then, never taking it
 * from where the user moved it meanwhile.
 */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}
