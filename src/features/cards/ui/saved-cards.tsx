import { useUnit } from 'effector-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  Badge,
  Box,
  Button,
  cardBrandNames,
  Dialog,
  Inline,
  Stack,
  Text,
  visuallyHidden,
} from 'design-system';
import type { Card } from '@/shared/api';
import { ConfirmRemovalDialog, SavedItemsSection } from '@/shared/ui';
import { $cards, cardsRequested } from '@/entities/card';
import { addCardOpened } from '../model/cards';
import {
  $cardsLoading,
  $cardToRemove,
  $choosingDefault,
  $removingCard,
  $savedCardsFailure,
  defaultCardChosen,
  removeCardClicked,
  removeCardConfirmed,
  removeCardDismissed,
  type SavedCardsFailure,
} from '../model/saved-cards';
import { AddCardDialog } from './add-card-dialog';

const messages = defineMessages({
  title: {
    id: 'cards.saved.title',
    defaultMessage: 'Saved cards',
    description: 'Heading of the saved cards section of the account',
  },
  empty: {
    id: 'cards.saved.empty',
    defaultMessage: 'You have no saved cards. Add one to pay in a tap at checkout.',
    description: 'The shopper has no saved cards',
  },
  loading: {
    id: 'cards.saved.loading',
    defaultMessage: 'Loading your cards…',
    description: 'The saved cards are being loaded',
  },
  isDefault: {
    id: 'cards.saved.isDefault',
    defaultMessage: 'Default',
    description: 'Badge on the card preselected at checkout',
  },
  makeDefault: {
    id: 'cards.saved.makeDefault',
    defaultMessage: 'Make default',
    description: 'Makes this card the one preselected at checkout',
  },
  remove: {
    id: 'cards.saved.remove',
    defaultMessage: 'Remove',
    description: 'Opens the confirmation to remove a saved card',
  },
  add: {
    id: 'cards.saved.add',
    defaultMessage: 'Add a card',
    description: 'Opens the add-card dialog from the account',
  },
  defaultHint: {
    id: 'cards.saved.defaultHint',
    defaultMessage: 'The default card is chosen for you at checkout.',
    description: 'What the default card is for',
  },
  removeText: {
    id: 'cards.saved.removeText',
    defaultMessage:
      'You can add it again at any time. Orders already paid with it keep showing its number.',
    description: 'What removing a saved card does',
  },
  keep: {
    id: 'cards.saved.keep',
    defaultMessage: 'Keep the card',
    description: 'Closes the removal confirmation without removing',
  },
  confirmRemove: {
    id: 'cards.saved.confirmRemove',
    defaultMessage: 'Yes, remove',
    description: 'Confirms removing a saved card',
  },
  retry: {
    id: 'cards.saved.retry',
    defaultMessage: 'Try again',
    description: 'Loads the saved cards again after a failure',
  },
});

const removeTitle = defineMessage<{ card: string }>({
  id: 'cards.saved.removeTitle',
  defaultMessage: 'Remove the card {card}?',
  description: 'Title of the dialog confirming a saved card removal; card is the masked number',
});
const expires = defineMessage<{ expire: string }>({
  id: 'cards.saved.expires',
  defaultMessage: 'Valid until {expire}',
  description: 'A saved card’s expiry, MM/YY',
});

const failureMessages = defineMessages<SavedCardsFailure>({
  load: {
    id: 'cards.saved.failed.load',
    defaultMessage: 'Your cards could not be loaded. Check the connection and try again.',
    description: 'The saved cards list failed to load',
  },
  remove: {
    id: 'cards.saved.failed.remove',
    defaultMessage: 'The card could not be removed. Check the connection and try again.',
    description: 'Removing a saved card failed',
  },
  default: {
    id: 'cards.saved.failed.default',
    defaultMessage: 'The default card could not be changed. Check the connection and try again.',
    description: 'Choosing the default card failed',
  },
});

function SavedCard({ card }: { card: Card }) {
  const intl = useIntl();
  const [choosing, choose, remove] = useUnit([
    $choosingDefault,
    defaultCardChosen,
    removeCardClicked,
  ]);
  const numberId = `saved-card-${card.id}`;
  return (
    <Box
      as="li"
      padding="md"
      borderRadius="md"
      borderWidth="thin"
      borderStyle="solid"
      borderColor={card.is_default ? 'borderStrong' : 'border'}
      aria-current={card.is_default ? 'true' : undefined}
    >
      <Stack space="sm">
        <Inline space="sm" align="between" alignY="center">
          <Text id={numberId} weight="semibold">
            {card.masked_number}
          </Text>
          {card.is_default ? (
            <Badge tone="positive">{intl.formatMessage(messages.isDefault)}</Badge>
          ) : null}
        </Inline>
        <Text size="sm" tone="muted">
          {cardBrandNames[card.brand]} · {intl.formatMessage(expires, { expire: card.expire })}
        </Text>
        <Inline space="sm">
          {card.is_default ? null : (
            <Button
              tone="neutral"
              size="sm"
              loading={choosing === card.id}
              disabled={choosing !== null && choosing !== card.id}
              onClick={() => choose(card.id)}
            >
              {intl.formatMessage(messages.makeDefault)}
              <span className={visuallyHidden}> {card.masked_number}</span>
            </Button>
          )}
          <Button
            tone="ghost"
            size="sm"
            onClick={() => remove(card)}
            onPointerEnter={() => void Dialog.preload()}
            onFocus={() => void Dialog.preload()}
          >
            {intl.formatMessage(messages.remove)}
            <span className={visuallyHidden}> {card.masked_number}</span>
          </Button>
        </Inline>
      </Stack>
    </Box>
  );
}

function RemoveCardDialog() {
  const intl = useIntl();
  const [card, removing, failure, dismiss, confirm] = useUnit([
    $cardToRemove,
    $removingCard,
    $savedCardsFailure,
    removeCardDismissed,
    removeCardConfirmed,
  ]);
  return (
    <ConfirmRemovalDialog
      open={card !== null}
      title={intl.formatMessage(removeTitle, { card: card?.masked_number ?? '' })}
      messages={messages}
      removing={removing}
      failed={failure === 'remove'}
      failureMessage={failureMessages.remove}
      onKeep={dismiss}
      onRemove={confirm}
    />
  );
}

/** The account’s saved cards: masked numbers, the default, removing one and adding another. */
export function SavedCards() {
  const intl = useIntl();
  const [cards, loading, failure, retry, addCard] = useUnit([
    $cards,
    $cardsLoading,
    $savedCardsFailure,
    cardsRequested,
    addCardOpened,
  ]);
  return (
    <SavedItemsSection
      id="saved-cards-title"
      messages={messages}
      failure={failure}
      failureMessages={failureMessages}
      onRetry={retry}
      count={cards.length}
      loading={loading}
      footer={
        <>
          <div>
            <Button tone="neutral" onClick={() => addCard()}>
              {intl.formatMessage(messages.add)}
            </Button>
          </div>
          <RemoveCardDialog />
          <AddCardDialog />
        </>
      }
    >
      {cards.map((card) => (
        <SavedCard key={card.id} card={card} />
      ))}
    </SavedItemsSection>
  );
}
