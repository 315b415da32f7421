import { defineMessages, useIntl } from 'react-intl';
import { ProfileScreen } from '@/features/account';
import { AddressBook } from '@/features/account/index.address-book';
import { SavedCards } from '@/features/cards/index.ui';
import { Head } from '@/shared/ui';

const messages = defineMessages({
  title: {
    id: 'account.page.title',
    defaultMessage: 'My profile — Savat',
    description: 'Profile page title',
  },
  description: {
    id: 'account.page.description',
    defaultMessage: 'Your Savat profile: name, photo and phone number.',
    description: 'Profile page meta description',
  },
});

export function AccountView() {
  const intl = useIntl();
  return (
    <>
      <Head
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        path="/account"
        noindex
      />
      <ProfileScreen
        sections={
          <>
            <AddressBook />
            <SavedCards />
          </>
        }
      />
    </>
  );
}
