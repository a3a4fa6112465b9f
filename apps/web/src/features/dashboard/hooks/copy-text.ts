import { MESSAGES } from '../../../lib/i18n/messages.ts';

/** How the text got out: the clipboard API, the old copy command, or a person copying by hand. */
export type CopyOutcome = 'clipboard' | 'fallback' | 'manual';

/** The browser parts the chain uses; tests pass their own. */
export type CopyEnvironment = {
  clipboard: Pick<Clipboard, 'writeText'> | undefined;
  document: Document;
  alert: (message: string) => void;
};

const browserEnvironment = (): CopyEnvironment => ({ clipboard: navigator.clipboard, document, alert: (message) => window.alert(message) });

/** The pre-clipboard-API way: select the text in an off-screen field and run the copy command. */
function copyWithCommand(text: string, doc: Document): boolean {
  const field = doc.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.top = '-1000px';
  field.style.opacity = '0';
  doc.body.append(field);
  try {
    field.select();
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/**
 * Spec 2 §2 headcount copy: the clipboard API first; where it is missing or refused (a page
 * served over plain http, a denied permission) the copy command; failing both, an alert
 * holding the text so it can be copied by hand.
 */
export async function copyText(text: string, env: CopyEnvironment = browserEnvironment()): Promise<CopyOutcome> {
  try {
    if (!env.clipboard) throw new Error('no clipboard API');
    await env.clipboard.writeText(text);
    return 'clipboard';
  } catch {
    if (copyWithCommand(text, env.document)) return 'fallback';
    env.alert(MESSAGES.copyManually(text));
    return 'manual';
  }
}
