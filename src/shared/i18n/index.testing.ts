// The message catalogues as plain objects, for tests that read a text in every language.
import en from './messages/en.json';
import ru from './messages/ru.json';
import uz from './messages/uz.json';
import type { Locale } from './locales';

export const catalogues: Record<Locale, Record<string, string>> = { uz, ru, en };
