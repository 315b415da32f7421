// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { emptyCheckoutForm } from '../lib/form';
import { regionalDraftRegion } from './draft-region';

const draft = (form: object) =>
  localStorage.setItem('checkout', JSON.stringify({ form: { ...emptyCheckoutForm, ...form } }));

afterEach(() => localStorage.clear());

describe('the region of the checkout draft', () => {
  it('is the region a regional delivery goes to', () => {
    draft({ deliveryType: 'regional', region: 'khorezm' });
    expect(regionalDraftRegion()).toBe('khorezm');
  });

  it('is none for delivery in Tashkent, pickup, express, no draft or a damaged one', () => {
    expect(regionalDraftRegion()).toBeNull();
    draft({ deliveryType: 'courier', region: 'tashkent' });
    expect(regionalDraftRegion()).toBeNull();
    draft({ deliveryType: 'pickup', region: 'samarkand' });
    expect(regionalDraftRegion()).toBeNull();
    draft({ deliveryType: 'express', region: 'tashkent' });
    expect(regionalDraftRegion()).toBeNull();
    draft({ deliveryType: 'regional', region: 'atlantis' });
    expect(regionalDraftRegion()).toBeNull();
    localStorage.setItem('checkout', '{not json');
    expect(regionalDraftRegion()).toBeNull();
  });
});
