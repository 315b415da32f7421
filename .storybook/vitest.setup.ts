import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';
import { visualCheck } from './visual-check';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, visualCheck]);
