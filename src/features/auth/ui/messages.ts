import { defineMessage, defineMessages } from 'react-intl';

export const signInMessages = defineMessages({
  title: {
    id: 'auth.signIn.title',
    defaultMessage: 'Sign in',
    description: 'Title of the sign-in dialog',
  },
  phoneIntro: {
    id: 'auth.signIn.phoneIntro',
    defaultMessage: 'Enter your mobile number and we will send you a code by SMS.',
    description: 'Sign-in dialog, phone step: what happens next',
  },
  getCode: {
    id: 'auth.signIn.getCode',
    defaultMessage: 'Get code',
    description: 'Sign-in dialog, phone step: button that sends the SMS code',
  },
  legalNote: {
    id: 'auth.signIn.legalNote',
    defaultMessage: 'Buying for a company? Legal entities are served through customer support.',
    description: 'Sign-in dialog note for legal entities, followed by a link to the contacts page',
  },
  contactSupport: {
    id: 'auth.signIn.contactSupport',
    defaultMessage: 'Contact support',
    description: 'Link from the legal-entities note to the contacts page',
  },
  businessRequest: {
    id: 'auth.signIn.businessRequest',
    defaultMessage: 'Send a company request',
    description: 'Link from the legal-entities note to the business page',
  },
  changeNumber: {
    id: 'auth.signIn.changeNumber',
    defaultMessage: 'Change number',
    description: 'Sign-in dialog, code step: go back to the phone number',
  },
  confirm: {
    id: 'auth.signIn.confirm',
    defaultMessage: 'Sign in',
    description: 'Sign-in dialog, code step: button that checks the code',
  },
  resend: {
    id: 'auth.signIn.resend',
    defaultMessage: 'Send a new code',
    description: 'Sign-in dialog, code step: button that sends another SMS code',
  },
  resendIn: {
    id: 'auth.signIn.resendIn',
    defaultMessage: 'You can get a new code in',
    description: 'Sign-in dialog, code step: text before the countdown (mm:ss) to the next code',
  },
  resendReady: {
    id: 'auth.signIn.resendReady',
    defaultMessage: 'You can request a new code',
    description: 'Announced by screen readers when the resend countdown ends',
  },
  phoneEmpty: {
    id: 'auth.signIn.phoneEmpty',
    defaultMessage: 'Enter your phone number',
    description: 'Sign-in phone error: nothing typed',
  },
  phoneIncomplete: {
    id: 'auth.signIn.phoneIncomplete',
    defaultMessage: 'Enter all 9 digits after +998',
    description: 'Sign-in phone error: too few digits',
  },
  phoneNotUzbek: {
    id: 'auth.signIn.phoneNotUzbek',
    defaultMessage: 'Enter an Uzbek mobile number starting with +998',
    description: 'Sign-in phone error: not an Uzbek number',
  },
  phoneNotMobile: {
    id: 'auth.signIn.phoneNotMobile',
    defaultMessage: 'Enter a mobile number: landlines cannot receive an SMS code',
    description: 'Sign-in phone error: an Uzbek landline number',
  },
  tooManyRequestsLater: {
    id: 'auth.signIn.tooManyRequestsLater',
    defaultMessage: 'Too many code requests. Try again later.',
    description: 'Sign-in error: the server refuses more SMS codes for now, no wait time known',
  },
  sendFailed: {
    id: 'auth.signIn.sendFailed',
    defaultMessage: 'We could not send the code. Check your connection and try again.',
    description: 'Sign-in error: sending the code failed (network or server)',
  },
  invalidCode: {
    id: 'auth.signIn.invalidCode',
    defaultMessage: 'Invalid code',
    description: 'Sign-in error: the code typed is wrong',
  },
  expiredCode: {
    id: 'auth.signIn.expiredCode',
    defaultMessage: 'This code has expired. Request a new one.',
    description: 'Sign-in error: the code is no longer valid',
  },
  tooManyAttemptsLater: {
    id: 'auth.signIn.tooManyAttemptsLater',
    defaultMessage: 'Too many attempts. Try again later.',
    description: 'Sign-in error: too many wrong codes, no wait time known',
  },
  verifyFailed: {
    id: 'auth.signIn.verifyFailed',
    defaultMessage: 'We could not check the code. Check your connection and try again.',
    description: 'Sign-in error: checking the code failed (network or server)',
  },
});

export const codeSentMessage = defineMessage<{ length: number; phone: string }>({
  id: 'auth.signIn.codeSent',
  defaultMessage: 'We sent a {length}-digit code to {phone}.',
  description: 'Sign-in dialog, code step; phone is the formatted number',
});

export const tooManyRequestsMessage = defineMessage<{ wait: string }>({
  id: 'auth.signIn.tooManyRequests',
  defaultMessage: 'Too many code requests. Try again in {wait}.',
  description: 'Sign-in error: the server refuses more SMS codes for now; wait is a duration',
});

export const tooManyAttemptsMessage = defineMessage<{ wait: string }>({
  id: 'auth.signIn.tooManyAttempts',
  defaultMessage: 'Too many attempts. Try again in {wait}.',
  description: 'Sign-in error: too many wrong codes; wait is a duration',
});

export const minutesMessage = defineMessage<{ minutes: number }>({
  id: 'auth.wait.minutes',
  defaultMessage: '{minutes, plural, one {# minute} other {# minutes}}',
  description: 'A wait of whole minutes',
});

export const secondsMessage = defineMessage<{ seconds: number }>({
  id: 'auth.wait.seconds',
  defaultMessage: '{seconds, plural, one {# second} other {# seconds}}',
  description: 'A wait of whole seconds',
});
