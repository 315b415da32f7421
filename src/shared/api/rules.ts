import type { DeliveryType, PaymentType } from './types';

/**
 * Which payment each delivery method allows (the contract's `createOrder` rules). A card online
 * always; on receipt, couriers take cash only and stores take cash or a card. Express couriers
 * (a taxi service) and deliveries to other regions are paid online in advance.
 */
export const paymentTypesByDelivery: Record<DeliveryType, readonly PaymentType[]> = {
  pickup: ['card', 'cash', 'card_on_receipt'],
  courier: ['card', 'cash'],
  express: ['card'],
  regional: ['card'],
};
