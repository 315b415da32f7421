import { useUnit } from 'effector-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  Alert,
  Button,
  Heading,
  PhoneField,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
} from 'design-system';
import { businessMonthlyVolumes, type BusinessMonthlyVolume } from '../model/types';
import { businessLimits, type BusinessField, type FieldProblem } from '../lib/validate';
import {
  $form,
  $formError,
  $problems,
  $sending,
  $sentRequest,
  anotherRequestStarted,
  fieldChanged,
  requestSubmitted,
} from '../model/form';
import { businessFormMessages as m, sentTextMessage, sentTitleMessage } from './messages';

const volumeLabels: Record<BusinessMonthlyVolume, MessageDescriptor> = {
  up_to_10m: m.volumeUpTo10m,
  from_10m_to_50m: m.volume10mTo50m,
  from_50m_to_200m: m.volume50mTo200m,
  over_200m: m.volumeOver200m,
};

function problemMessage(field: BusinessField, problem: FieldProblem): MessageDescriptor {
  if (problem === 'tooLong') return m.tooLong;
  if (problem === 'tooShort')
    return field === 'contactName' ? m.contactNameShort : m.companyNameShort;
  if (field === 'monthlyVolume') return m.volumeRequired;
  if (problem === 'required') return m.required;
  const invalid: Partial<Record<BusinessField, MessageDescriptor>> = {
    inn: m.innInvalid,
    phone: m.phoneInvalid,
    email: m.emailInvalid,
  };
  return invalid[field] ?? m.invalid;
}

/** A company's request to buy on account; confirmed with its number once the shop has it. */
export function BusinessRequestForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const [form, problems, formError, sending, sent, change, submit, another] = useUnit([
    $form,
    $problems,
    $formError,
    $sending,
    $sentRequest,
    fieldChanged,
    requestSubmitted,
    anotherRequestStarted,
  ]);
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const error = (field: BusinessField) => {
    const problem = problems[field];
    return problem ? intl.formatMessage(problemMessage(field, problem)) : undefined;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  if (sent) {
    return (
      <div ref={confirmation} tabIndex={-1} data-testid="business-request-sent">
        <Alert
          tone="positive"
          live
          title={intl.formatMessage(sentTitleMessage, { number: sent.number })}
          action={
            <Button type="button" tone="neutral" size="sm" onClick={() => another()}>
              {intl.formatMessage(m.another)}
            </Button>
          }
        >
          {intl.formatMessage(sentTextMessage, { number: sent.number })}
        </Alert>
      </div>
    );
  }

  const hasProblems = Object.keys(problems).length > 0;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="business-request-title">
      <Stack space="md">
        <Heading level={headingLevel} size="md" id="business-request-title">
          {intl.formatMessage(m.legend)}
        </Heading>
        <Text tone="muted">{intl.formatMessage(m.intro)}</Text>
        {hasProblems ? (
          <Alert tone="critical" live>
            {intl.formatMessage(m.checkFields)}
          </Alert>
        ) : null}
        {formError ? (
          <Alert tone="critical" live>
            {intl.formatMessage(formError === 'tooManyRequests' ? m.tooManyRequests : m.failed)}
          </Alert>
        ) : null}
        <TextField
          label={intl.formatMessage(m.companyName)}
          name="company_name"
          autoComplete="organization"
          maxLength={businessLimits.companyName.max}
          value={form.companyName}
          error={error('companyName')}
          onChange={(event) => change({ companyName: event.target.value })}
        />
        <TextField
          label={intl.formatMessage(m.inn)}
          hint={intl.formatMessage(m.innHint)}
          name="inn"
          inputMode="numeric"
          maxLength={businessLimits.innDigits}
          value={form.inn}
          error={error('inn')}
          onChange={(event) => change({ inn: event.target.value.replace(/\D/g, '') })}
        />
        <TextField
          label={intl.formatMessage(m.contactName)}
          name="contact_name"
          autoComplete="name"
          maxLength={businessLimits.contactName.max}
          value={form.contactName}
          error={error('contactName')}
          onChange={(event) => change({ contactName: event.target.value })}
        />
        <PhoneField
          label={intl.formatMessage(m.phone)}
          name="phone"
          defaultValue={form.phoneDigits}
          error={error('phone')}
          onValueChange={(phone, _problem, digits) => change({ phone, phoneDigits: digits })}
        />
        <TextField
          label={intl.formatMessage(m.email)}
          name="email"
          type="email"
          autoComplete="email"
          optional
          maxLength={businessLimits.email.max}
          value={form.email}
          error={error('email')}
          onChange={(event) => change({ email: event.target.value })}
        />
        <Select
          label={intl.formatMessage(m.monthlyVolume)}
          name="monthly_volume"
          placeholder={intl.formatMessage(m.chooseVolume)}
          options={businessMonthlyVolumes.map((volume) => ({
            value: volume,
            label: intl.formatMessage(volumeLabels[volume]),
          }))}
          value={form.monthlyVolume}
          error={error('monthlyVolume')}
          onChange={(event) =>
            change({ monthlyVolume: event.target.value as BusinessMonthlyVolume | '' })
          }
        />
        <TextArea
          label={intl.formatMessage(m.comment)}
          hint={intl.formatMessage(m.commentHint)}
          name="comment"
          optional
          rows={3}
          maxLength={businessLimits.comment.max}
          value={form.comment}
          error={error('comment')}
          onChange={(event) => change({ comment: event.target.value })}
        />
        <Button type="submit" loading={sending}>
          {intl.formatMessage(sending ? m.sending : m.submit)}
        </Button>
      </Stack>
    </form>
  );
}
