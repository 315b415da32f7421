// The saved-cards screens, loaded with the pages that show them (the models are in ./index.ts).
export * from './ui';
