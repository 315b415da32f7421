export { createAddress } from './api/create-address';
export { deleteAddress } from './api/delete-address';
export { listAddresses } from './api/list-addresses';
export { setDefaultAddress } from './api/set-default-address';
export { updateAddress } from './api/update-address';
export {
  $addresses,
  $addressesLoaded,
  addressesRequested,
  addressLine,
  addressSaved,
  fetchAddressesFx,
} from './model/addresses';
export type { AddressInput, SavedAddress } from '@/shared/api';
