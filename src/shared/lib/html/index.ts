export { sanitizeHtml, type SanitizeOptions } from './sanitize';
