import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Alert, pageGutter } from 'design-system';
import { $online } from './connectivity';

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

/**
 * Tells the shopper the connection is gone. The live region is always in the page so screen
 * readers announce the message when it appears.
 */
export function OfflineBanner() {
  const intl = useIntl();
  const online = useUnit($online);
  return (
    <div role="status" aria-live="polite" className={pageGutter}>
      {online ? null : (
        <Alert tone="caution" title={intl.formatMessage(messages.title)}>
          {intl.formatMessage(messages.text)}
        </Alert>
      )}
    </div>
  );
}
