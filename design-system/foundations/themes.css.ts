import { createGlobalTheme, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './tokens';

/** Put on `<html>` (or any subtree) to choose the light theme explicitly. */
export const lightTheme = style({});

/**
 * Light is also the default on `:root`, so markup without a theme class renders correctly. The
 * dark theme is a stylesheet of its own (`dark-theme.css.ts`) that only Storybook loads: the app
 * never applies it, so its variables stay out of the app's stylesheet.
 */
createGlobalTheme(`:root, .${lightTheme}`, vars, lightTokens);
