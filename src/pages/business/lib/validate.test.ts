import { describe, expect, it } from 'vitest';
import {
  businessRequestBody,
  emptyBusinessRequestForm,
  problemsFromApi,
  validateBusinessRequest,
  type BusinessRequestForm,
} from './validate';

const filled: BusinessRequestForm = {
  companyName: ' Toshkent Savdo MChJ ',
  inn: '301234567',
  contactName: 'Aziz Karimov',
  phoneDigits: '901234567',
  phone: '+998901234567',
  email: '',
  monthlyVolume: 'from_10m_to_50m',
  comment: '',
};

describe('business request form rules', () => {
  it('names every missing field of an empty form at once', () => {
    expect(validateBusinessRequest(emptyBusinessRequestForm)).toEqual({
      companyName: 'required',
      inn: 'required',
      contactName: 'required',
      phone: 'required',
      monthlyVolume: 'required',
    });
  });

  it('takes an INN of exactly 9 digits', () => {
    expect(validateBusinessRequest({ ...filled, inn: '30123456' }).inn).toBe('invalid');
    expect(validateBusinessRequest({ ...filled, inn: '3012345678' }).inn).toBe('invalid');
    expect(validateBusinessRequest({ ...filled, inn: '30123456a' }).inn).toBe('invalid');
    expect(validateBusinessRequest(filled)).toEqual({});
  });

  it('checks an e-mail only when one is given, and names limits', () => {
    expect(validateBusinessRequest({ ...filled, email: 'buyer@' }).email).toBe('invalid');
    expect(validateBusinessRequest({ ...filled, companyName: 'A' }).companyName).toBe('tooShort');
    expect(validateBusinessRequest({ ...filled, comment: 'x'.repeat(1001) }).comment).toBe(
      'tooLong',
    );
    expect(validateBusinessRequest({ ...filled, phone: null }).phone).toBe('invalid');
  });

  it('sends trimmed values and leaves out what is empty', () => {
    expect(businessRequestBody(filled)).toEqual({
      company_name: 'Toshkent Savdo MChJ',
      inn: '301234567',
      contact_name: 'Aziz Karimov',
      phone: '+998901234567',
      monthly_volume: 'from_10m_to_50m',
    });
  });

  it('reads the API field errors as the form problems', () => {
    expect(
      problemsFromApi([
        { field: 'inn', code: 'invalid' },
        { field: 'company_name', code: 'too_short' },
        { field: 'unknown', code: 'required' },
      ]),
    ).toEqual({ inn: 'invalid', companyName: 'tooShort' });
  });
});
