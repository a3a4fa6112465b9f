import { z } from 'zod';

/**
 * The languages the product speaks (issue 14). English is the spec's own words; every other
 * language is a translation file of the web app. Adding one here is the whole server's part.
 */
export const LANGUAGES = ['en', 'es'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, as a language toggle offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export const languageSchema = z.enum(LANGUAGES);
