export { links, switchLocaleHref, stripLocale } from './links';
