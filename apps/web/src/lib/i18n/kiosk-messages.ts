import { ENTRY_MESSAGES } from '@stationboard/domain/entry-messages';
import { KIOSK_MESSAGES as ENGLISH_KIOSK } from '@stationboard/domain/kiosk-messages';

/** The texts a kiosk screen reads: its own and the entry's (loading, try again, the failures of a call). */
export type KioskMessages = typeof ENTRY_MESSAGES & typeof ENGLISH_KIOSK;

/**
 * The kiosk screens' texts in English, read as they are (decision 143): a part of MESSAGES
 * (messages.ts), so a wall screen does not load every text of the app. Kiosk components read
 * them through useKioskText (kiosk-language.ts), which gives them in the kiosk's language.
 */
export const KIOSK_MESSAGES = ENGLISH_KIOSK;

export const ENGLISH_KIOSK_TEXTS: KioskMessages = { ...ENTRY_MESSAGES, ...ENGLISH_KIOSK };
