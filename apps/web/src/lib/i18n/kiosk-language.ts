import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanReason } from '@stationboard/domain/assignments/scan-reason';
import { DEFAULT_LANGUAGE, languageSchema, type Language } from '@stationboard/domain/i18n/languages';
import { i18n } from './i18n.ts';
import { bindMessages, reasonLine, relocalize, type Messages } from './messages.ts';

/** Where a kiosk keeps its language: per device, across reloads (localStorage). */
export const KIOSK_LANGUAGE_STORAGE_KEY = 'stationboard.kiosk-language';

const listeners = new Set<() => void>();
let memoryLanguage: Language | null = null;

export function readKioskLanguage(): Language {
  try {
    const parsed = languageSchema.safeParse(window.localStorage.getItem(KIOSK_LANGUAGE_STORAGE_KEY));
    return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
  } catch {
    // Storage may be blocked (a locked-down kiosk browser): English, and the toggle still works for the visit.
    return memoryLanguage ?? DEFAULT_LANGUAGE;
  }
}

export function setKioskLanguage(language: Language): void {
  memoryLanguage = language;
  try {
    window.localStorage.setItem(KIOSK_LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Kept in memory only.
  }
  for (const listener of listeners) listener();
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
  /** MESSAGES in that language (English where a text has no translation). */
  MESSAGES: Messages;
  /** The reason line under a station. */
  reasonText: (reason: ScanReason) => string;
  /** A kiosk text some rule already worded in English (a scan error, the quarter status), said again in that language. */
  say: (english: string) => string;
};

/** The kiosk's texts, in `language` when given (a scan result in the person's language), else in the kiosk's. */
export function useKioskText(language?: Language | null): KioskText {
  const kioskLanguage = useKioskLanguage();
  const lng = language ?? kioskLanguage;
  // Every resource is in the bundle: nothing to wait for, so no Suspense.
  const { t } = useTranslation(undefined, { i18n, lng, useSuspense: false });
  return useMemo(() => ({ language: lng, MESSAGES: bindMessages(t), // English is the server's own line (scanReasonText); other languages word it again from the code and facts.
      reasonText: (reason: ScanReason) => (lng === DEFAULT_LANGUAGE ? reason.text : reasonLine(t, reason)), say: (english: string) => relocalize(english, t) }), [lng, t]);
}
