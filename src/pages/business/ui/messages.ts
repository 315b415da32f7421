import { defineMessage, defineMessages } from 'react-intl';

export const businessFormMessages = defineMessages({
  legend: {
    id: 'business.form.title',
    defaultMessage: 'Request to buy as a company',
    description: 'Business request form heading',
  },
  intro: {
    id: 'business.form.intro',
    defaultMessage:
      'Leave your details and a personal manager will call you within one working day to agree the contract and prices.',
    description: 'Business request form introduction',
  },
  companyName: {
    id: 'business.form.companyName',
    defaultMessage: 'Company name',
    description: 'Field label',
  },
  inn: { id: 'business.form.inn', defaultMessage: 'INN (TIN)', description: 'Field label' },
  innHint: {
    id: 'business.form.innHint',
    defaultMessage: '9 digits',
    description: 'Hint under the INN field',
  },
  contactName: {
    id: 'business.form.contactName',
    defaultMessage: 'Contact person',
    description: 'Field label',
  },
  phone: { id: 'business.form.phone', defaultMessage: 'Phone', description: 'Field label' },
  email: { id: 'business.form.email', defaultMessage: 'E-mail', description: 'Field label' },
  monthlyVolume: {
    id: 'business.form.monthlyVolume',
    defaultMessage: 'Expected monthly purchases',
    description: 'Field label',
  },
  chooseVolume: {
    id: 'business.form.chooseVolume',
    defaultMessage: 'Choose an amount',
    description: 'Placeholder of the monthly volume select',
  },
  volumeUpTo10m: {
    id: 'business.volume.upTo10m',
    defaultMessage: 'Up to 10 million sum',
    description: 'Monthly volume option',
  },
  volume10mTo50m: {
    id: 'business.volume.10mTo50m',
    defaultMessage: '10–50 million sum',
    description: 'Monthly volume option',
  },
  volume50mTo200m: {
    id: 'business.volume.50mTo200m',
    defaultMessage: '50–200 million sum',
    description: 'Monthly volume option',
  },
  volumeOver200m: {
    id: 'business.volume.over200m',
    defaultMessage: 'Over 200 million sum',
    description: 'Monthly volume option',
  },
  comment: {
    id: 'business.form.comment',
    defaultMessage: 'Comment',
    description: 'Field label',
  },
  commentHint: {
    id: 'business.form.commentHint',
    defaultMessage: 'What you buy, how often, where to deliver',
    description: 'Hint under the comment field',
  },
  submit: {
    id: 'business.form.submit',
    defaultMessage: 'Send request',
    description: 'Business request submit button',
  },
  sending: {
    id: 'business.form.sending',
    defaultMessage: 'Sending…',
    description: 'Business request submit button while sending',
  },
  required: {
    id: 'business.problem.required',
    defaultMessage: 'Fill in this field.',
    description: 'Field error',
  },
  companyNameShort: {
    id: 'business.problem.companyNameShort',
    defaultMessage: 'Enter the company name, at least 2 characters.',
    description: 'Field error',
  },
  contactNameShort: {
    id: 'business.problem.contactNameShort',
    defaultMessage: 'Enter the contact person’s name, at least 2 characters.',
    description: 'Field error',
  },
  tooLong: {
    id: 'business.problem.tooLong',
    defaultMessage: 'This is too long.',
    description: 'Field error',
  },
  innInvalid: {
    id: 'business.problem.innInvalid',
    defaultMessage: 'The INN has exactly 9 digits.',
    description: 'Field error',
  },
  phoneInvalid: {
    id: 'business.problem.phoneInvalid',
    defaultMessage: 'Enter an Uzbek mobile number: +998 and 9 digits.',
    description: 'Field error',
  },
  emailInvalid: {
    id: 'business.problem.emailInvalid',
    defaultMessage: 'Check the e-mail address, e.g. buyer@company.uz.',
    description: 'Field error',
  },
  volumeRequired: {
    id: 'business.problem.volumeRequired',
    defaultMessage: 'Choose the expected amount.',
    description: 'Field error',
  },
  invalid: {
    id: 'business.problem.invalid',
    defaultMessage: 'Check this field.',
    description: 'Field error',
  },
  checkFields: {
    id: 'business.problem.checkFields',
    defaultMessage: 'Please check the highlighted fields.',
    description: 'Form error summary',
  },
  tooManyRequests: {
    id: 'business.problem.tooManyRequests',
    defaultMessage: 'Too many requests from this network. Please try again in an hour or call us.',
    description: 'Form error when the rate limit is hit',
  },
  failed: {
    id: 'business.problem.failed',
    defaultMessage: 'The request could not be sent. Please try again.',
    description: 'Form error on a network or server failure',
  },
  another: {
    id: 'business.sent.another',
    defaultMessage: 'Send another request',
    description: 'Button after a confirmed request',
  },
});

export const sentTitleMessage = defineMessage<{ number: string }>({
  id: 'business.sent.title',
  defaultMessage: 'Request {number} received',
  description: 'Confirmation heading with the request number',
});

export const sentTextMessage = defineMessage<{ number: string }>({
  id: 'business.sent.text',
  defaultMessage:
    'A personal manager will call you within one working day. Quote the number {number} if you contact support.',
  description: 'Confirmation text',
});
