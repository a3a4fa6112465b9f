import { isFormulaText } from './formula-text.ts';

/** What a spreadsheet program could take for the start of a formula, even after spaces. */
const FORMULA_SIGN_START = /^\s*[=+\-@]/;

/**
 * A text as a file the product writes holds it (issue 15, decision 129): a cell never starts
 * with '=', '+', '-' or '@' (also after leading spaces), a tab or a carriage return. Such a
 * text gets a leading apostrophe, which Excel, LibreOffice and Sheets read as "this is text"
 * (OWASP CSV injection). Stricter than the upload's rule (decision 106): a lone '-' or a text
 * like '-5' is marked too, since a name cell never means a number.
 */
export function neutraliseCellText(text: string): string {
  return isFormulaText(text) || FORMULA_SIGN_START.test(text) ? `'${text}` : text;
}
