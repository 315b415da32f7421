import { defineMessages, useIntl } from 'react-intl';
import { Alert } from 'design-system';

const messages = defineMessages({
  title: {
    id: 'pwa.offlineBanner.title',
    defaultMessage: 'You are offline',
    description: 'Banner shown while the device has no internet connection',
  },
  text: {
    id: 'pwa.offlineBanner.text',
    defaultMessage:
      'Pages you have opened are still available and your cart is kept on this device. It will be saved to your account when the connection is back.',
    description: 'Banner text while offline: what still works',
  },
});

/** What the offline banner says (loaded the first time the connection goes, see ./offline-banner.tsx). */
export function OfflineAlert() {
  const intl = useIntl();
  return (
    <Alert tone="caution" title={intl.formatMessage(messages.title)}>
      {intl.formatMessage(messages.text)}
    </Alert>
  );
}
