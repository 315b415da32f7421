// The order at checkout: opening checkout (./checkout-guard), placing the order
// (./place-order), a refusal (./order-refusal) and the confirmation (./order-confirmation); their
// units are in ./order-state.
import './checkout-guard';
import './place-order';
import './order-refusal';
import './order-confirmation';

export * from './order-state';
