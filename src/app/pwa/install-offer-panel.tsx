import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, Dialog, ShareIcon, Stack, Text } from 'design-system';
import { $iosInstructionsOpen, installClicked, iosInstructionsClosed } from './install';

const messages = defineMessages({
  install: {
    id: 'pwa.install.button',
    defaultMessage: 'Install the app',
    description: 'Button offering to install the storefront on the home screen',
  },
  installHint: {
    id: 'pwa.install.hint',
    defaultMessage: 'Shop from your home screen, even with a weak connection.',
    description: 'Line next to the install button',
  },
  iosTitle: {
    id: 'pwa.install.ios.title',
    defaultMessage: 'Add Savat to your home screen',
    description: 'Title of the dialog explaining how to install on iPhone or iPad',
  },
  iosShare: {
    id: 'pwa.install.ios.share',
    defaultMessage: 'Tap the Share button in the Safari toolbar.',
    description: 'Install instructions for iPhone, step 1',
  },
  iosAdd: {
    id: 'pwa.install.ios.add',
    defaultMessage: 'Scroll down and choose “Add to Home Screen”.',
    description: 'Install instructions for iPhone, step 2',
  },
  iosConfirm: {
    id: 'pwa.install.ios.confirm',
    defaultMessage: 'Tap “Add”: the Savat icon appears on your home screen.',
    description: 'Install instructions for iPhone, step 3',
  },
  iosDone: {
    id: 'pwa.install.ios.done',
    defaultMessage: 'Got it',
    description: 'Button closing the iPhone install instructions',
  },
});

/** "Install the app" with its hint, and the steps on an iPhone (see ./install-offer.tsx). */
export function InstallOfferPanel() {
  const intl = useIntl();
  const install = useUnit(installClicked);
  return (
    <Stack space="sm">
      <Text tone="muted">{intl.formatMessage(messages.installHint)}</Text>
      <div>
        <Button tone="neutral" size="sm" onClick={() => install()}>
          {intl.formatMessage(messages.install)}
        </Button>
      </div>
      <IosInstallDialog />
    </Stack>
  );
}

/** iPhone and iPad have no install prompt: the steps in Safari instead. */
function IosInstallDialog() {
  const intl = useIntl();
  const [open, close] = useUnit([$iosInstructionsOpen, iosInstructionsClosed]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={intl.formatMessage(messages.iosTitle)}
      size="small"
      footer={
        <Button tone="primary" onClick={() => close()}>
          {intl.formatMessage(messages.iosDone)}
        </Button>
      }
    >
      <Stack space="md">
        <ol>
          <li>
            <Text>
              {intl.formatMessage(messages.iosShare)} <ShareIcon size="sm" />
            </Text>
          </li>
          <li>
            <Text>{intl.formatMessage(messages.iosAdd)}</Text>
          </li>
          <li>
            <Text>{intl.formatMessage(messages.iosConfirm)}</Text>
          </li>
        </ol>
      </Stack>
    </Dialog>
  );
}
