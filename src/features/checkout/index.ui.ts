// The checkout screens, loaded with the checkout pages (the models are in ./index.ts).
export * from './ui';
