import { AppError } from '@stationboard/domain/errors/app-error';
import { BULK_UPLOAD_TIMEOUT_MS } from '@stationboard/domain/timings';
import { apiPost, clientFailureReason } from '../api-client.ts';
import { MESSAGES } from '../i18n/messages.ts';

/** A spreadsheet upload (spec 2 §7): one multipart field named file, 600 s to answer. Every upload of the app sends its file so. */
export function postFile(path: string, file: File): Promise<unknown> {
  const form = new FormData();
  form.append('file', file);
  return apiPost(path, form, { timeoutMs: BULK_UPLOAD_TIMEOUT_MS });
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
