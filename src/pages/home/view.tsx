import { defineMessages, useIntl } from 'react-intl';
import { Head } from '@/shared/ui';

const messages = defineMessages({
  title: {
    id: 'home.title',
    defaultMessage:
      'Savat — online supermarket of essential goods with delivery across Tashkent and Uzbekistan',
    description: 'Home page title (browser tab and search results)',
  },
  description: {
    id: 'home.description',
    defaultMessage:
      'Groceries and household goods at store prices: order online and get delivery in Tashkent and all regions of Uzbekistan.',
    description: 'Home page meta description',
  },
  heading: {
    id: 'home.heading',
    defaultMessage: 'Online supermarket with delivery',
    description: 'Home page main heading',
  },
});

export function HomeView() {
  const intl = useIntl();
  return (
    <>
      <Head
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        path=""
      />
      <h1>{intl.formatMessage(messages.heading)}</h1>
    </>
  );
}
