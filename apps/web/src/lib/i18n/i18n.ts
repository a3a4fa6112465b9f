import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@stationboard/domain/i18n/languages';
import { englishResources, type Resources } from './catalogue.ts';
import es from './locales/es.json';

/** The translation files; English is MESSAGES itself (catalogue.ts). Adding a language: a file here and its code in LANGUAGES. */
export const TRANSLATIONS: Record<Exclude<Language, 'en'>, Resources> = { es };

/**
 * The app's one i18next instance, ready at import: every resource is in its chunk, which
 * loads with translations.ts, only where a language other than English is wanted (decision
 * 143). The app's language is English; kiosks pick theirs per device (kiosk-language.ts).
 */
export const i18n: I18n = i18next.createInstance();

void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: Object.fromEntries([['en', { translation: englishResources() }], ...Object.entries(TRANSLATIONS).map(([lng, r]) => [lng, { translation: r }])]),
  initAsync: false,
  // Keys are MESSAGES' names: no nesting, no namespaces in them.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders; i18next must hand texts back exactly as MESSAGES words them.
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
});
