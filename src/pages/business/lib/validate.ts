import type { BusinessMonthlyVolume, BusinessRequestCreate } from '../model/types';

/** What the company typed, kept as typed (nothing is lost when the request is refused). */
export interface BusinessRequestForm {
  companyName: string;
  inn: string;
  contactName: string;
  /** The phone's national digits as typed, and its E.164 form once it is a complete mobile. */
  phoneDigits: string;
  phone: string | null;
  email: string;
  monthlyVolume: BusinessMonthlyVolume | '';
  comment: string;
}

export const emptyBusinessRequestForm: BusinessRequestForm = {
  companyName: '',
  inn: '',
  contactName: '',
  phoneDigits: '',
  phone: null,
  email: '',
  monthlyVolume: '',
  comment: '',
};

export type BusinessField =
  'companyName' | 'inn' | 'contactName' | 'phone' | 'email' | 'monthlyVolume' | 'comment';

export type FieldProblem = 'required' | 'invalid' | 'tooShort' | 'tooLong';
export type FieldProblems = Partial<Record<BusinessField, FieldProblem>>;

/** The contract's limits (BusinessRequestCreate). */
export const businessLimits = {
  companyName: { min: 2, max: 120 },
  contactName: { min: 2, max: 80 },
  email: { max: 254 },
  comment: { max: 1000 },
  innDigits: 9,
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function lengthProblem(value: string, limits: { min: number; max: number }): FieldProblem | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (text.length < limits.min) return 'tooShort';
  if (text.length > limits.max) return 'tooLong';
  return null;
}

/** Every broken field at once, checked as the reference API checks them. */
export function validateBusinessRequest(form: BusinessRequestForm): FieldProblems {
  const problems: FieldProblems = {};
  const company = lengthProblem(form.companyName, businessLimits.companyName);
  if (company) problems.companyName = company;
  const inn = form.inn.trim();
  if (inn === '') problems.inn = 'required';
  else if (!new RegExp(`^\\d{${businessLimits.innDigits}}$`).test(inn)) problems.inn = 'invalid';
  const contact = lengthProblem(form.contactName, businessLimits.contactName);
  if (contact) problems.contactName = contact;
  if (form.phone === null) problems.phone = form.phoneDigits === '' ? 'required' : 'invalid';
  const email = form.email.trim();
  if (email.length > businessLimits.email.max) problems.email = 'tooLong';
  else if (email !== '' && !emailPattern.test(email)) problems.email = 'invalid';
  if (form.monthlyVolume === '') problems.monthlyVolume = 'required';
  if (form.comment.trim().length > businessLimits.comment.max) problems.comment = 'tooLong';
  return problems;
}

/** The contract's body for a form without problems. */
export function businessRequestBody(form: BusinessRequestForm): BusinessRequestCreate {
  const email = form.email.trim();
  const comment = form.comment.trim();
  return {
    company_name: form.companyName.trim(),
    inn: form.inn.trim(),
    contact_name: form.contactName.trim(),
    phone: form.phone ?? '',
    ...(email && { email }),
    monthly_volume: form.monthlyVolume as BusinessMonthlyVolume,
    ...(comment && { comment }),
  };
}

const apiFields: Record<string, BusinessField> = {
  company_name: 'companyName',
  inn: 'inn',
  contact_name: 'contactName',
  phone: 'phone',
  email: 'email',
  monthly_volume: 'monthlyVolume',
  comment: 'comment',
};

const apiCodes: Record<string, FieldProblem> = {
  required: 'required',
  too_short: 'tooShort',
  too_long: 'tooLong',
};

/** The API's field errors (422) as the form's own problems. */
export function problemsFromApi(
  fields: ReadonlyArray<{ field: string; code: string }>,
): FieldProblems {
  const problems: FieldProblems = {};
  for (const { field, code } of fields) {
    const name = apiFields[field];
    if (name) problems[name] ??= apiCodes[code] ?? 'invalid';
  }
  return problems;
}
