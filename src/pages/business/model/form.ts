import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { failureFacts, isApiError } from '@/shared/api';
import { $api, $locale } from '@/shared/model';
import {
  businessRequestBody,
  emptyBusinessRequestForm,
  problemsFromApi,
  validateBusinessRequest,
  type BusinessRequestForm,
  type FieldProblems,
} from '../lib/validate';
import { createBusinessRequest } from '../api/create-business-request';
import type { BusinessRequest, BusinessRequestCreate } from './types';

/** Why a request was not taken, beyond field problems. */
export type BusinessFormError = 'tooManyRequests' | 'failed';

export const fieldChanged = createEvent<Partial<BusinessRequestForm>>();
export const requestSubmitted = createEvent();
/** The company wants to send another request after a confirmed one. */
export const anotherRequestStarted = createEvent();

const createRequestApiFx = attach({
  source: { api: $api, locale: $locale },
  effect: ({ api, locale }, request: BusinessRequestCreate) =>
    createBusinessRequest(api, request, { locale }),
});
export const sendRequestFx = createEffect<BusinessRequestCreate, BusinessRequest>((request) =>
  createRequestApiFx(request),
);

export const $form = createStore<BusinessRequestForm>(emptyBusinessRequestForm, {
  serialize: 'ignore',
});
export const $problems = createStore<FieldProblems>({}, { serialize: 'ignore' });
export const $formError = createStore<BusinessFormError | null>(null, { serialize: 'ignore' });
export const $sentRequest = createStore<BusinessRequest | null>(null, { serialize: 'ignore' });
export const $sending = sendRequestFx.pending;

sample({
  clock: fieldChanged,
  source: $form,
  fn: (form, change) => ({ ...form, ...change }),
  target: $form,
});
// A field's problem goes away as soon as it is edited.
sample({
  clock: fieldChanged,
  source: $problems,
  fn: (problems, change) =>
    Object.fromEntries(Object.entries(problems).filter(([field]) => !(field in change))),
  target: $problems,
});

const checked = sample({
  clock: requestSubmitted,
  source: $form,
  filter: sendRequestFx.pending.map((pending) => !pending),
  fn: (form) => ({ form, problems: validateBusinessRequest(form) }),
});
sample({ clock: checked, fn: ({ problems }) => problems, target: $problems });
sample({ clock: checked, fn: () => null, target: $formError });
sample({
  clock: checked,
  filter: ({ problems }) => Object.keys(problems).length === 0,
  fn: ({ form }) => businessRequestBody(form),
  target: sendRequestFx,
});

sample({ clock: sendRequestFx.doneData, target: $sentRequest });
sample({ clock: sendRequestFx.done, fn: () => emptyBusinessRequestForm, target: $form });
sample({
  clock: sendRequestFx.failData,
  filter: (error) => failureFacts(error).status === 422,
  fn: (error) => problemsFromApi(isApiError(error) ? error.fields : []),
  target: $problems,
});
sample({
  clock: sendRequestFx.failData,
  filter: (error) => failureFacts(error).status !== 422,
  fn: (error): BusinessFormError =>
    failureFacts(error).status === 429 ? 'tooManyRequests' : 'failed',
  target: $formError,
});

sample({ clock: anotherRequestStarted, fn: () => null, target: [$sentRequest, $formError] });
