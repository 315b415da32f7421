import { createGlobalTheme, createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens, lightTokens } from './tokens';

/** Light is the default on `:root`, so markup without a theme class still renders correctly. */
createGlobalTheme(':root', vars, lightTokens);

/** Put on `<html>` (or any subtree) to choose a theme explicitly. */
export const lightTheme = createTheme(vars, lightTokens);
export const darkTheme = createTheme(vars, darkTokens);

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];
export const themeClass: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };
