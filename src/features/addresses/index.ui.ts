// The address book screen, loaded with the page that shows it (the model is in ./index.ts).
export { AddressBook } from './ui/address-book';
