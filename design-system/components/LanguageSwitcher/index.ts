export { LanguageSwitcher } from './LanguageSwitcher';
export type { LanguageSwitcherProps } from './LanguageSwitcher';
export { languageNames } from './languages';
export { LanguageMenu } from './LanguageMenu';
export type { LanguageMenuProps } from './LanguageMenu';
