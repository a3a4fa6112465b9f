/**
 * Formula injection (issue 13): a text cell a spreadsheet program would run as a formula when
 * it opens the file. It begins with '=', '+', '-' or '@' (after any leading spaces), or with
 * a tab or a carriage return. A plain number such as -5 or +1.5 is data, and so is a lone
 * sign ('-' for "none"): neither can call anything. Bulk upload refuses a file holding such a
 * cell; a file the product writes must neutralise one by the same rule (decision 106).
 */
const FORMULA_START = /^[=+\-@]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

export function isFormulaText(text: string): boolean {
  if (text.startsWith('\t') || text.startsWith('\r')) return true;
  const start = text.trimStart();
  if (start.startsWith('=')) return true;
  return FORMULA_START.test(start) && start.length > 1 && !PLAIN_NUMBER.test(start.trimEnd());
}
