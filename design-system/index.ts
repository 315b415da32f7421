export * from './foundations';
export * from './format';
export * from './components/forms-and-actions';
export * from './components/commerce-and-feedback';
export * from './components/overlays-and-navigation';
