import { sample } from 'effector';
import { appStarted } from './app';
import { categoriesRequested } from './categories';
import { storesRequested } from './stores';

// The header menu and the footer need categories and stores on every page.
sample({ clock: appStarted, target: [categoriesRequested, storesRequested] });
