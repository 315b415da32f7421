// The address book: a section of the account page, loaded only with that page.
export { deleteAddressFx, saveAddressFx, setDefaultAddressFx } from './model/address-book';
export { AddressBook } from './ui/address-book';
