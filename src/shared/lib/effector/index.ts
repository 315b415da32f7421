export { takeFirst } from './take-first';
