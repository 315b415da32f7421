import { defineMessages } from 'react-intl';

export const dialogMessages = defineMessages({
  close: {
    id: 'ds.dialog.close',
    defaultMessage: 'Close',
    description: 'Accessible label of the button that closes a dialog or side sheet',
  },
});
