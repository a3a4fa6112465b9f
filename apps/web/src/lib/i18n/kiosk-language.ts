import { use, useMemo, useSyncExternalStore } from 'react';
import type { ScanReason } from '@stationboard/domain/assignments/scan-reason';
import { DEFAULT_LANGUAGE, languageSchema, type Language } from '@stationboard/domain/i18n/languages';
import { ENGLISH_KIOSK_TEXTS, type KioskMessages } from './kiosk-messages.ts';
import type * as TranslationsModule from './translations.ts';

/** Where a kiosk keeps its language: per device, across reloads (localStorage). */
export const KIOSK_LANGUAGE_STORAGE_KEY = 'stationboard.kiosk-language';

const listeners = new Set<() => void>();
let memoryLanguage: Language | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

export function readKioskLanguage(): Language {
  try {
    const parsed = languageSchema.safeParse(window.localStorage.getItem(KIOSK_LANGUAGE_STORAGE_KEY));
    return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
  } catch {
    // Storage may be blocked (a locked-down kiosk browser): English, and the toggle still works for the visit.
    return memoryLanguage ?? DEFAULT_LANGUAGE;
  }
}

type Translations = typeof TranslationsModule;

let translations: Translations | null = null;
let loadingTranslations: Promise<Translations> | null = null;

/**
 * The texts of the languages other than English (i18next, the catalogue, the translation
 * files: translations.ts), fetched once, the first time a kiosk needs one (decision 143).
 * A failed fetch is asked again the next time.
 */
export function loadTranslations(): Promise<Translations> {
  loadingTranslations ??= import('./translations.ts').then(
    (module) => {
      translations = module;
      notify();
      return module;
    },
    (error: unknown) => {
      loadingTranslations = null;
      throw error;
    },
  );
  return loadingTranslations;
}

/** Fetches the translations when `language` needs them; resolves at once for English or when they are here. */
export async function prepareLanguage(language: Language | null | undefined): Promise<void> {
  if (language && language !== DEFAULT_LANGUAGE && !translations) await loadTranslations();
}

/** A kiosk set to another language starts fetching its texts with the first screen that reads it. */
if (typeof window !== 'undefined') void prepareLanguage(readKioskLanguage()).catch(() => undefined);

/** The kiosk's language from now on; another language's texts are fetched first, so the screen switches at once and whole. */
export async function setKioskLanguage(language: Language): Promise<void> {
  await prepareLanguage(language);
  memoryLanguage = language;
  try {
    window.localStorage.setItem(KIOSK_LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Kept in memory only.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same kiosk changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KIOSK_LANGUAGE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The kiosk's language (TV Mode overlay, TV List), remembered on this device. */
export function useKioskLanguage(): Language {
  return useSyncExternalStore(subscribe, readKioskLanguage, () => DEFAULT_LANGUAGE);
}

/**
 * Issue 14: a scan result is shown in the scanned person's language when their employee record
 * names one, else in the kiosk's.
 */
export function resultLanguage(item: { preferred_language?: Language | null } | undefined, kioskLanguage: Language): Language {
  return item?.preferred_language ?? kioskLanguage;
}

export type KioskText = {
  language: Language;
  /** The kiosk's texts in that language (English where a text has no translation). */
  MESSAGES: KioskMessages;
  /** The reason line under a station. */
  reasonText: (reason: ScanReason) => string;
  /** A kiosk text some rule already worded in English (a scan error, the quarter status), said again in that language. */
  say: (english: string) => string;
};

/** English: the spec's words as they are, the server's own reason line, and the rules' texts as worded. */
const ENGLISH_TEXT: KioskText = { language: DEFAULT_LANGUAGE, MESSAGES: ENGLISH_KIOSK_TEXTS, reasonText: (reason) => reason.text, say: (english) => english };

const getTranslations = () => translations;

/**
 * The kiosk's texts, in `language` when given (a scan result in the person's language), else
 * in the kiosk's. English needs nothing fetched. The kiosk's own language, if another, waits
 * for its texts (Suspense) the first time; they are on their way from the moment this module
 * loads, and the toggle fetches them before it switches. A result in another language shows
 * in English until they are here (the scanner fetches them before it shows such a result).
 */
export function useKioskText(language?: Language | null): KioskText {
  const kioskLanguage = useKioskLanguage();
  const lng = language ?? kioskLanguage;
  let loaded = useSyncExternalStore(subscribe, getTranslations, getTranslations);
  if (lng !== DEFAULT_LANGUAGE && !loaded) {
    if (language == null) loaded = use(loadTranslations());
    else void loadTranslations().catch(() => undefined);
  }
  return useMemo(() => (lng === DEFAULT_LANGUAGE || !loaded ? ENGLISH_TEXT : loaded.kioskTextIn(lng)), [lng, loaded]);
}
