/**
 * The themes Storybook switches between. The app shows the light theme, the default on `:root`,
 * and never applies the dark one: its variables would be a kilobyte and a half of every page's
 * stylesheet that no page uses, so it is imported from here and not from the design system's index.
 */
export { darkTheme, themeClass, themeNames } from './foundations/dark-theme.css';
export type { ThemeName } from './foundations/dark-theme.css';
