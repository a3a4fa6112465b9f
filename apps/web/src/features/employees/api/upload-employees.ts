import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import {
  bulkUploadResultSchema,
  exceptionUploadResultSchema,
  type BulkUploadResult,
  type ExceptionUploadResult,
} from '@stationboard/domain/schemas/bulk-upload';
import { BULK_UPLOAD_TIMEOUT_MS } from '@stationboard/domain/timings';
import { apiPost, clientFailureReason } from '../../../lib/api-client.ts';

/** A spreadsheet upload (spec 2 §7): one multipart field named file, 600 s to answer. */
function postFile(path: string, file: File): Promise<unknown> {
  const form = new FormData();
  form.append('file', file);
  return apiPost(path, form, { timeoutMs: BULK_UPLOAD_TIMEOUT_MS });
}

/** POST /employees/bulk-upload: the employee list. */
export async function uploadEmployees(file: File): Promise<BulkUploadResult> {
  return bulkUploadResultSchema.parse(await postFile('/employees/bulk-upload', file));
}

/** POST /employees/exceptions/bulk-upload (decision 155): a file of exceptions, MANAGER and up. */
export async function uploadExceptions(file: File): Promise<ExceptionUploadResult> {
  return exceptionUploadResultSchema.parse(await postFile('/employees/exceptions/bulk-upload', file));
}

/**
 * Spec 2 §8 Upload: a refusal from the server shows its own error ('Upload failed. Please try
 * again.' if it gave none); an upload that never got an answer, or got one we cannot read,
 * shows 'Failed to upload file. Please try again.'.
 */
export function uploadFailureText(error: unknown): string {
  if (!(error instanceof AppError) || clientFailureReason(error) !== null) return MESSAGES.uploadRequestFailed;
  return error.message || MESSAGES.uploadFailed;
}
