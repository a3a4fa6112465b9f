/**
 * The texts in a language other than English, through i18next (decision 128). A chunk of its
 * own, with i18next, the catalogue and the translation files: English screens never load it;
 * a kiosk loads it when it is to speak another language (kiosk-language.ts, decision 143).
 */
import type { TFunction } from 'i18next';
import { MESSAGES as ENGLISH } from '@stationboard/domain/messages';
import type { ScanReason } from '@stationboard/domain/assignments/scan-reason';
import type { Language } from '@stationboard/domain/i18n/languages';
import {
  englishResources,
  isFunctionMessage,
  KIOSK_MESSAGE_KEYS,
  messageOptions,
  NOT_ROSTERED_KEY,
  reasonKey,
  reasonOptions,
  type MessageKey,
} from './catalogue.ts';
import { i18n } from './i18n.ts';
import type { KioskText } from './kiosk-language.ts';
import type { Messages } from './messages.ts';

/** MESSAGES resolved through i18next with `t`: each text in t's language, English where it has none. */
function bindMessages(t: TFunction): Messages {
  const bound = {} as Record<MessageKey, unknown>;
  for (const key of Object.keys(ENGLISH) as MessageKey[]) {
    if (isFunctionMessage(key)) bound[key] = (...args: unknown[]) => t(key, messageOptions(key, args));
    else Object.defineProperty(bound, key, { enumerable: true, get: () => t(key) });
  }
  return bound as Messages;
}

const byLanguage = new Map<Language, Messages>();

/** MESSAGES in one language (kept, one object per language). */
export function messagesIn(language: Language): Messages {
  let messages = byLanguage.get(language);
  if (!messages) {
    messages = bindMessages(i18n.getFixedT(language));
    byLanguage.set(language, messages);
  }
  return messages;
}

/** The line under the station saying why there (issue 14), in `t`'s language. */
export function reasonLine(t: TFunction, reason: ScanReason): string {
  const line = t(reasonKey(reason.code), reasonOptions(reason));
  // Decision 153: as scanReasonText joins them in English.
  return reason.not_rostered ? `${line} · ${t(NOT_ROSTERED_KEY)}` : line;
}

type Matcher = { base: string; context: string | undefined; plural: boolean; pattern: RegExp; names: string[]; literal: number };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let kioskMatchers: { exact: Map<string, string>; templates: Matcher[] } | null = null;

/** How to recognise each kiosk text in its English wording: exact texts, then templates, most specific first. */
function matchers() {
  if (kioskMatchers) return kioskMatchers;
  const english = englishResources();
  const exact = new Map<string, string>();
  const templates: Matcher[] = [];
  for (const base of KIOSK_MESSAGE_KEYS) {
    for (const [key, template] of Object.entries(english)) {
      if (key !== base && !key.startsWith(`${base}_`)) continue;
      let rest = key.slice(base.length + 1);
      const plural = /(^|_)(one|other)$/.test(rest);
      if (plural) rest = rest.replace(/_?(one|other)$/, '');
      const context = rest === '' ? undefined : rest;
      const names: string[] = [];
      const source = template
        .split(/(\{\{\w+\}\})/)
        .map((part) => {
          const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
          if (name) names.push(name);
          return name ? '(.+?)' : escapeRegExp(part);
        })
        .join('');
      if (names.length === 0 && !plural && !context) exact.set(template, base);
      else templates.push({ base, context, plural, pattern: new RegExp(`^${source}$`, 's'), names, literal: template.replace(/\{\{\w+\}\}/g, '').length });
    }
  }
  templates.sort((a, b) => b.literal - a.literal);
  kioskMatchers = { exact, templates };
  return kioskMatchers;
}

/**
 * A kiosk text that a domain rule worded in English (describeScanFailure, the TV quarter
 * status) said again with `t`: recognised by its English wording, its arguments taken back out
 * and put in t's wording. A text that is not a kiosk text stays as it is (the server's own
 * words, say, inside 'Badge scan failed: …').
 */
export function relocalize(english: string, t: TFunction): string {
  const { exact, templates } = matchers();
  const key = exact.get(english);
  if (key) return t(key);
  for (const matcher of templates) {
    const match = matcher.pattern.exec(english);
    if (!match) continue;
    const options: Record<string, unknown> = {};
    matcher.names.forEach((name, index) => {
      const value = match[index + 1]!;
      const inner = exact.get(value);
      // An argument may itself be a kiosk text with arguments (a server refusal inside 'Badge scan failed: …').
      options[name] = inner ? t(inner) : relocalize(value, t);
    });
    if (matcher.context) options.context = matcher.context;
    if (matcher.plural) options.count = options.count === undefined ? 1 : Number(options.count);
    return t(matcher.base, options);
  }
  return english;
}

const kioskTexts = new Map<Language, KioskText>();

/** A kiosk's texts in `language` (kept, one object per language): MESSAGES, the reason line and the English rules' texts said again. */
export function kioskTextIn(language: Language): KioskText {
  let text = kioskTexts.get(language);
  if (!text) {
    const t = i18n.getFixedT(language);
    text = { language, MESSAGES: messagesIn(language), reasonText: (reason) => reasonLine(t, reason), say: (english) => relocalize(english, t) };
    kioskTexts.set(language, text);
  }
  return text;
}
