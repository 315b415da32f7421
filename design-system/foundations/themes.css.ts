import { createGlobalTheme, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkColors, lightTokens, shadow } from './tokens';

/** Put on `<html>` (or any subtree) to choose a theme explicitly. */
export const lightTheme = style({});
export const darkTheme = style({});

/**
 * Light is also the default on `:root`, so markup without a theme class renders correctly.
 * The dark theme only overrides what differs (colours and shadows), which keeps the CSS small.
 */
createGlobalTheme(`:root, .${lightTheme}`, vars, lightTokens);
createGlobalTheme(`.${darkTheme}`, vars.color, darkColors);
createGlobalTheme(`.${darkTheme}`, vars.shadow, shadow.dark);

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];
export const themeClass: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };
