/** Reads what the SMTP sink (mail-sink.ts) received. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

/** Set E2E_PORT and E2E_SMTP_PORT to run a second browser suite beside the first (playwright.config.ts). */
export const E2E_RUN_SUFFIX = process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : '';
export const MAIL_SINK_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const MAIL_DIR = path.resolve(import.meta.dirname, '..', '..', `.e2e-mail${E2E_RUN_SUFFIX}`);

function messageNumbers(): number[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => Number.parseInt(name, 10))
    .sort((a, b) => a - b);
}

/** The number of the newest message so far; pass it to waitForMail to see only later ones. */
export function mailMark(): number {
  return messageNumbers().at(-1) ?? 0;
}

function recipients(mail: ParsedMail): string[] {
  const to = [mail.to ?? []].flat() as AddressObject[];
  return to.flatMap((group) => group.value.map((v) => (v.address ?? '').toLowerCase()));
}

/** The newest message to `address` after `since`, waiting for it to arrive. */
export async function waitForMail(address: string, since: number, timeout = 20_000): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        for (const n of messageNumbers()
          .filter((m) => m > since)
          .reverse()) {
          const mail = await simpleParser(readFileSync(`${MAIL_DIR}/${n}.eml`));
          if (recipients(mail).includes(address.toLowerCase())) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout, message: `no mail to ${address} arrived` },
    )
    .toBe(true);
  return found!;
}

/**
 * The first link in the mail whose path contains `pathPart`. The parser has already undone
 * the transfer encoding, so a link wrapped over several lines comes back whole.
 */
export function findLink(mail: ParsedMail, pathPart: string): string {
  const fromHtml = [...(typeof mail.html === 'string' ? mail.html : '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  const fromText = [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
  const link = [...fromHtml, ...fromText].find((url) => url.includes(pathPart));
  if (!link) throw new Error(`no link with ${pathPart} in the mail "${mail.subject}"`);
  return link;
}
