export { deleteAddressFx, saveAddressFx, setDefaultAddressFx } from './model/address-book';
