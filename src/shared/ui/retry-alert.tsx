import type { ReactNode } from 'react';
import { Alert, Button } from 'design-system';

/** Why something could not be loaded, with a button that asks for it again. */
export function RetryAlert({
  children,
  retryLabel,
  onRetry,
  live = false,
}: {
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  /** Announced when it appears (it replaces what was shown). */
  live?: boolean;
}) {
  return (
    <Alert
      tone="critical"
      live={live}
      action={
        <Button tone="neutral" size="sm" onClick={() => onRetry()}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
