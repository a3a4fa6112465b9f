import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** Spec 2 §5: 10MB. */
export const MAX_UPLOAD_BYTES = 10_485_760;

export const ALLOWED_UPLOAD_EXTENSIONS = ['.csv', '.xlsx', '.xls'] as const;

/**
 * Checked in the browser before sending and again on the server before parsing. The type is
 * judged by extension, case-insensitively, because browsers report spreadsheet MIME types
 * inconsistently. A file of exactly 10MB is allowed.
 */
export function validateUploadFile(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!ALLOWED_UPLOAD_EXTENSIONS.some((ext) => name.endsWith(ext))) return MESSAGES.uploadWrongType;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.uploadTooLarge;
  return null;
}

/** Spec 2 §3 Bulk upload result: the counts, and one 'Row N: …' line per skipped row. */
export const bulkUploadResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.string()),
});

export type BulkUploadResult = z.infer<typeof bulkUploadResultSchema>;

/**
 * Decision 155: the exceptions upload's answer: how many exceptions were added, how many
 * stations the call-outs among them freed, and one 'Row N: …' line per skipped row.
 */
export const exceptionUploadResultSchema = z.object({
  created: z.number().int(),
  stations_freed: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.string()),
});

export type ExceptionUploadResult = z.infer<typeof exceptionUploadResultSchema>;

/** Spec 2 §4: only an upload without row errors lets its result dialog close by itself. */
export function isCleanUpload(result: BulkUploadResult | ExceptionUploadResult): boolean {
  return result.errors.length === 0;
}
