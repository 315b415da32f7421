import { createGlobalTheme, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTheme } from './themes.css';
import { darkColors, shadow } from './tokens';

/**
 * The dark theme: put on `<html>` (or any subtree) to choose it. Storybook shows it, the app does
 * not, so it is no part of the design system's index and never in the app's stylesheet (see
 * `design-system/themes.ts`). It only overrides what differs from the light theme (colours and
 * shadows); the light theme is imported first so that these rules come after `:root`'s.
 */
export const darkTheme = style({});

createGlobalTheme(`.${darkTheme}`, vars.color, darkColors);
createGlobalTheme(`.${darkTheme}`, vars.shadow, shadow.dark);
globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];
export const themeClass: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };
