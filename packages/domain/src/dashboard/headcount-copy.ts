import { MESSAGES } from '../messages.ts';
import { formatRatio, ratioToOneDecimal } from './summary.ts';

export type Headcount = {
  /** People staffed on lines 1 to 3. */
  mainLine: number;
  /** People staffed on line 4, the SAP line. */
  sap: number;
  indirects: number;
};

/**
 * Spec 2 §2 "Headcount copy text", pasted into shift chats and emails, hence one figure per line
 * with plain labels (decision 014). Ratio = (main + SAP) / indirects, 0.0 without indirects.
 */
export function headcountCopyText({ mainLine, sap, indirects }: Headcount): string {
  const ratio = ratioToOneDecimal(mainLine + sap, indirects);
  return MESSAGES.headcountCopy(mainLine, sap, indirects, formatRatio(ratio));
}
