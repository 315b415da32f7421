import type { ReactNode } from 'react';
import { Alert, Button, Dialog, Heading, Inline, Stack, Text } from 'design-system';
import * as styles from './saved-items.css';

/**
 * A section of the account listing what the shopper keeps on the server (cards, addresses): its
 * heading, why it could not be read (with a retry) or why the default could not be changed, the
 * list with its hint, or that it is loading or empty, then what adds another.
 */
export function SavedItemsSection({
  id,
  title,
  loadFailure,
  retryLabel,
  onRetry,
  defaultFailure,
  hint,
  count,
  loading,
  loadingText,
  emptyText,
  children,
  footer,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Why the list could not be read, when it could not. */
  loadFailure?: string;
  retryLabel: string;
  onRetry: () => void;
  /** Why the default could not be changed, when it could not. */
  defaultFailure?: string;
  hint: string;
  count: number;
  loading: boolean;
  loadingText: string;
  emptyText: string;
  /** The items, each a list item. */
  children: ReactNode;
  /** What adds another, and the dialogs the section opens. */
  footer: ReactNode;
}) {
  return (
    <Stack as="section" space="md" aria-labelledby={id}>
      <Heading level={2} size="md" id={id}>
        {title}
      </Heading>
      {loadFailure ? (
        <Alert
          tone="critical"
          live
          action={
            <Button tone="neutral" size="sm" onClick={() => onRetry()}>
              {retryLabel}
            </Button>
          }
        >
          {loadFailure}
        </Alert>
      ) : null}
      {defaultFailure ? (
        <Alert tone="critical" live>
          {defaultFailure}
        </Alert>
      ) : null}
      {count > 0 ? (
        <>
          <Text size="sm" tone="muted">
            {hint}
          </Text>
          <Stack
            as="ul"
            className={styles.list}
            space="sm"
            padding="none"
            margin="none"
            aria-busy={loading}
          >
            {children}
          </Stack>
        </>
      ) : loading ? (
        <Text role="status" tone="muted">
          {loadingText}
        </Text>
      ) : loadFailure ? null : (
        <Text tone="muted">{emptyText}</Text>
      )}
      {footer}
    </Stack>
  );
}

/** Asks before a saved card or address is removed: keep it, or remove it (with why it failed). */
export function ConfirmRemovalDialog({
  open,
  title,
  description,
  keepLabel,
  removeLabel,
  removing,
  failure,
  onKeep,
  onRemove,
}: {
  open: boolean;
  title: string;
  description: string;
  keepLabel: string;
  removeLabel: string;
  removing: boolean;
  /** Why the last removal failed, when it did. */
  failure?: string;
  onKeep: () => void;
  onRemove: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeep();
      }}
      title={title}
      description={description}
      size="small"
      footer={
        <Inline space="sm" align="end">
          <Button tone="neutral" onClick={() => onKeep()} disabled={removing}>
            {keepLabel}
          </Button>
          <Button tone="critical" loading={removing} onClick={() => onRemove()}>
            {removeLabel}
          </Button>
        </Inline>
      }
    >
      {failure ? (
        <Alert tone="critical" live>
          {failure}
        </Alert>
      ) : null}
    </Dialog>
  );
}
