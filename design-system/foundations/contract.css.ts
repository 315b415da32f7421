import { createGlobalThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';

/**
 * The theme contract: every theme sets these CSS variables. Names are `--sv-<path>` and are
 * stable; new tokens are added, existing ones are never renamed.
 */
export const vars = createGlobalThemeContract(
  lightTokens,
  (_value, path) => `sv-${path.map(toKebab).join('-')}`,
);

function toKebab(segment: string): string {
  return segment.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
