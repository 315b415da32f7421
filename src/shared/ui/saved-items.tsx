import { createContext, useContext, useRef, type ReactNode, type RefObject } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Alert, Button, Dialog, Heading, Inline, Stack, Text } from 'design-system';
import { RetryAlert } from './retry-alert';
import * as styles from './saved-items.css';

/** The section's heading, where focus goes once the item whose button opened a dialog is gone. */
const SectionHeading = createContext<RefObject<HTMLHeadingElement | null> | null>(null);

/**
 * A section of the account listing what the shopper keeps on the server (cards, addresses): its
 * heading, why it could not be read (with a retry) or why the default could not be changed, the
 * list with its hint, or that it is loading or empty, then what adds another.
 */
export function SavedItemsSection({
  id,
  messages,
  failure,
  failureMessages,
  onRetry,
  count,
  loading,
  children,
  footer,
}: {
  /** The heading's id, which names the section. */
  id: string;
  messages: Record<'title' | 'retry' | 'defaultHint' | 'loading' | 'empty', MessageDescriptor>;
  /** What failed last: reading the list, or choosing the default (others are the dialogs'). */
  failure: string | null;
  failureMessages: Record<'load' | 'default', MessageDescriptor>;
  onRetry: () => void;
  count: number;
  loading: boolean;
  /** The items, each a list item. */
  children: ReactNode;
  /** What adds another, and the dialogs the section opens. */
  footer: ReactNode;
}) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <Stack as="section" space="md" aria-labelledby={id}>
      <Heading level={2} size="md" id={id} ref={headingRef} tabIndex={-1}>
        {intl.formatMessage(messages.title)}
      </Heading>
      {failure === 'load' ? (
        <RetryAlert live retryLabel={intl.formatMessage(messages.retry)} onRetry={onRetry}>
          {intl.formatMessage(failureMessages.load)}
        </RetryAlert>
      ) : null}
      {failure === 'default' ? (
        <Alert tone="critical" live>
          {intl.formatMessage(failureMessages.default)}
        </Alert>
      ) : null}
      {count > 0 ? (
        <>
          <Text size="sm" tone="muted">
            {intl.formatMessage(messages.defaultHint)}
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
          {intl.formatMessage(messages.loading)}
        </Text>
      ) : failure === 'load' ? null : (
        <Text tone="muted">{intl.formatMessage(messages.empty)}</Text>
      )}
      <SectionHeading value={headingRef}>{footer}</SectionHeading>
    </Stack>
  );
}

/**
 * Asks before a saved card or address is removed: keep it, or remove it (with why it failed).
 * Once removed, the item's button that opened it is gone: focus goes to the section's heading.
 */
export function ConfirmRemovalDialog({
  open,
  title,
  messages,
  removing,
  failed,
  failureMessage,
  onKeep,
  onRemove,
}: {
  open: boolean;
  title: string;
  messages: Record<'removeText' | 'keep' | 'confirmRemove', MessageDescriptor>;
  removing: boolean;
  /** Whether the last removal failed, and what to say then. */
  failed: boolean;
  failureMessage: MessageDescriptor;
  onKeep: () => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const sectionHeading = useContext(SectionHeading);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeep();
      }}
      finalFocusRef={sectionHeading ?? undefined}
      title={title}
      description={intl.formatMessage(messages.removeText)}
      size="small"
      footer={
        <Inline space="sm" align="end">
          <Button tone="neutral" onClick={() => onKeep()} disabled={removing}>
            {intl.formatMessage(messages.keep)}
          </Button>
          <Button tone="critical" loading={removing} onClick={() => onRemove()}>
            {intl.formatMessage(messages.confirmRemove)}
          </Button>
        </Inline>
      }
    >
      {failed ? (
        <Alert tone="critical" live>
          {intl.formatMessage(failureMessage)}
        </Alert>
      ) : null}
    </Dialog>
  );
}
