import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { emptyBusinessRequestForm } from '../lib/validate';
import {
  $form,
  $formError,
  $problems,
  $sentRequest,
  fieldChanged,
  requestSubmitted,
  sendRequestFx,
} from './form';

const typed = {
  companyName: 'Toshkent Savdo MChJ',
  inn: '301234567',
  contactName: 'Aziz Karimov',
  phoneDigits: '901234567',
  phone: '+998901234567',
  monthlyVolume: 'over_200m' as const,
};

const received = {
  id: 3,
  number: 'BR-261124-0003',
  status: 'received' as const,
  created_at: '2026-11-24T09:30:00Z',
};

describe('business request form', () => {
  it('sends nothing while fields are missing and names them', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      handlers: [[sendRequestFx, (body: unknown) => (sent.push(body), received)]],
    });
    await allSettled(fieldChanged, { scope, params: { companyName: 'Savdo' } });
    await allSettled(requestSubmitted, { scope });
    expect(sent).toEqual([]);
    expect(scope.getState($problems)).toMatchObject({ inn: 'required', phone: 'required' });
  });

  it('sends the request, shows its number and empties the form', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      handlers: [[sendRequestFx, (body: unknown) => (sent.push(body), received)]],
    });
    await allSettled(fieldChanged, { scope, params: typed });
    await allSettled(requestSubmitted, { scope });
    expect(sent).toEqual([
      {
        company_name: 'Toshkent Savdo MChJ',
        inn: '301234567',
        contact_name: 'Aziz Karimov',
        phone: '+998901234567',
        monthly_volume: 'over_200m',
      },
    ]);
    expect(scope.getState($sentRequest)?.number).toBe('BR-261124-0003');
    expect(scope.getState($form)).toEqual(emptyBusinessRequestForm);
  });

  it('keeps everything typed and shows the field errors the API names', async () => {
    const scope = fork({
      handlers: [
        [
          sendRequestFx,
          () => {
            throw new ApiError({
              status: 422,
              code: 'validation_failed',
              message: 'Проверьте данные.',
              fields: [{ field: 'inn', code: 'invalid', message: 'Неверное значение.' }],
            });
          },
        ],
      ],
    });
    await allSettled(fieldChanged, { scope, params: typed });
    await allSettled(requestSubmitted, { scope });
    expect(scope.getState($problems)).toEqual({ inn: 'invalid' });
    expect(scope.getState($form)).toMatchObject(typed);
    expect(scope.getState($sentRequest)).toBeNull();
  });

  it('says to wait when too many requests were sent', async () => {
    const scope = fork({
      handlers: [
        [
          sendRequestFx,
          () => {
            throw new ApiError({ status: 429, code: 'too_many_requests', message: 'Wait.' });
          },
        ],
      ],
    });
    await allSettled(fieldChanged, { scope, params: typed });
    await allSettled(requestSubmitted, { scope });
    expect(scope.getState($formError)).toBe('tooManyRequests');
    expect(scope.getState($form)).toMatchObject(typed);
  });
});
