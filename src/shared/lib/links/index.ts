export { linkSafe, links, switchLocaleHref, stripLocale } from './links';
