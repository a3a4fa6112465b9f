import { ENTRY_MESSAGES as ENGLISH_ENTRY } from '@stationboard/domain/entry-messages';

/**
 * The texts of the app's entry (sign-in, the session and role states, the navigation bar, the
 * error fallback, the API client's failures): a part of MESSAGES (messages.ts), read as it is,
 * in English. The code the sign-in page runs reads its texts from here, so that page does not
 * load every text of the app (decision 143).
 */
export const ENTRY_MESSAGES: typeof ENGLISH_ENTRY = ENGLISH_ENTRY;
