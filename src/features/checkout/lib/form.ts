import type { DeliveryType, PaymentType, Region } from '@/shared/api';
import { deliveryTypes, paymentTypesByDelivery, regions } from '@/shared/api';

/** The checkout form; field names follow the specification. */
export interface CheckoutForm {
  region: Region;
  city: string;
  deliveryType: DeliveryType | null;
  fargoDeliveryPrice: number | null;
  currentStore: number | null;
  location: { lat: number; lng: number } | null;
  address: string;
  flat: string;
  entrance: string;
  floor: string;
  intercom: string;
  address_comment: string;
  name: string;
  surname: string;
  phone: string;
  paymentType: PaymentType | null;
  /** Id of the chosen saved card; 0 while none is chosen. */
  currentCard: number;
}

export const emptyCheckoutForm: CheckoutForm = {
  region: 'tashkent',
  city: '',
  deliveryType: null,
  fargoDeliveryPrice: null,
  currentStore: null,
  location: null,
  address: '',
  flat: '',
  entrance: '',
  floor: '',
  intercom: '',
  address_comment: '',
  name: '',
  surname: '',
  phone: '',
  paymentType: null,
  currentCard: 0,
};

/** Ways to pay for each delivery method: the contract's rule, the same one the API checks. */
export const paymentTypesFor: Record<DeliveryType, readonly PaymentType[]> = paymentTypesByDelivery;

export const checkoutSteps = ['delivery', 'address', 'payment'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export type FieldProblem = 'required' | 'invalid';
export type FormProblems = Partial<Record<keyof CheckoutForm, FieldProblem>>;

/** What keeps a step from being completed; empty when it may be. */
export function stepProblems(step: CheckoutStep, form: CheckoutForm): FormProblems {
  const problems: FormProblems = {};
  if (step === 'delivery') {
    if (!form.deliveryType) problems.deliveryType = 'required';
    return problems;
  }
  if (step === 'address') {
    if (form.deliveryType === 'pickup') {
      if (form.currentStore === null) problems.currentStore = 'required';
      return problems;
    }
    if (form.deliveryType === 'regional' && form.region === 'tashkent') problems.region = 'invalid';
    if (form.city.trim() === '') problems.city = 'required';
    if (form.address.trim() === '') problems.address = 'required';
    return problems;
  }
  if (form.name.trim() === '') problems.name = 'required';
  if (form.surname.trim() === '') problems.surname = 'required';
  if (!/^\+998\d{9}$/.test(form.phone)) problems.phone = form.phone ? 'invalid' : 'required';
  const allowed = form.deliveryType ? paymentTypesFor[form.deliveryType] : [];
  if (!form.paymentType || !allowed.includes(form.paymentType)) problems.paymentType = 'required';
  if (form.paymentType === 'card' && form.currentCard === 0) problems.currentCard = 'required';
  return problems;
}

/** A stored draft read back, keeping only known fields of the right type. */
export function toCheckoutForm(value: unknown): CheckoutForm {
  if (typeof value !== 'object' || value === null) return emptyCheckoutForm;
  const stored = value as Record<string, unknown>;
  const text = (key: keyof CheckoutForm) =>
    typeof stored[key] === 'string' ? (stored[key] as string) : '';
  const numberOrNull = (key: keyof CheckoutForm) =>
    typeof stored[key] === 'number' && Number.isFinite(stored[key])
      ? (stored[key] as number)
      : null;
  const location = stored.location as { lat?: unknown; lng?: unknown } | null | undefined;
  return {
    region: (regions as readonly unknown[]).includes(stored.region)
      ? (stored.region as Region)
      : emptyCheckoutForm.region,
    city: text('city'),
    deliveryType: (deliveryTypes as readonly unknown[]).includes(stored.deliveryType)
      ? (stored.deliveryType as DeliveryType)
      : null,
    fargoDeliveryPrice: numberOrNull('fargoDeliveryPrice'),
    currentStore: numberOrNull('currentStore'),
    location:
      location && typeof location.lat === 'number' && typeof location.lng === 'number'
        ? { lat: location.lat, lng: location.lng }
        : null,
    address: text('address'),
    flat: text('flat'),
    entrance: text('entrance'),
    floor: text('floor'),
    intercom: text('intercom'),
    address_comment: text('address_comment'),
    name: text('name'),
    surname: text('surname'),
    phone: text('phone'),
    paymentType: (['card', 'cash', 'card_on_receipt'] as readonly unknown[]).includes(
      stored.paymentType,
    )
      ? (stored.paymentType as PaymentType)
      : null,
    currentCard: numberOrNull('currentCard') ?? 0,
  };
}
