import { MESSAGES as ENGLISH } from '@stationboard/domain/messages';

/** The same shape as packages/domain/src/messages.ts: a call site reads `MESSAGES.x` or `MESSAGES.f(…)` whichever it holds. */
export type Messages = typeof ENGLISH;

/**
 * The web app's MESSAGES: the texts of packages/domain/src/messages.ts, the spec's words. The
 * app's language is English (decision 128), so they are read as they are: i18next and the
 * catalogue load only where another language is wanted, on a kiosk (kiosk-language.ts,
 * decision 143), and no screen pays for them otherwise. Every screen imports this, not the
 * domain's, so an app-wide language would be one change here (load ./translations.ts and
 * read its `messagesIn(language)`), not a change of every screen.
 */
export const MESSAGES: Messages = ENGLISH;
