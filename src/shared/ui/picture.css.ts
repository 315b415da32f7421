import { style } from '@vanilla-extract/css';
import { vars } from 'design-system';

export const fluid = style({ display: 'block', width: '100%', height: 'auto' });

export const rounded = style([fluid, { borderRadius: vars.radius.lg }]);
