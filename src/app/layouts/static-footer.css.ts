import { style } from '@vanilla-extract/css';
import { media } from 'design-system';

/**
 * The footer is laid out and painted once it nears the screen, not in the page's first frames.
 * Until then it stands for its height on that screen with the space above it (measured: about
 * 1,350 px on phones, 910 px on tablets, 700 px wider), and keeps the height it had once shown.
 */
export const footer = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto none auto 1400px',
  '@media': {
    [media.tablet]: { containIntrinsicSize: 'auto none auto 980px' },
    [media.desktop]: { containIntrinsicSize: 'auto none auto 760px' },
  },
});
