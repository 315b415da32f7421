// Money, phones and cards are formatted by the design system's formatters, identical on the
// server and in every browser (see UZBEKISTAN.md); the storefront uses them from here.
export { formatMoney } from 'design-system';
