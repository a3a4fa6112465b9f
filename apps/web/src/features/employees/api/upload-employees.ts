import {
  bulkUploadResultSchema,
  exceptionUploadResultSchema,
  type BulkUploadResult,
  type ExceptionUploadResult,
} from '@stationboard/domain/schemas/bulk-upload';
import { postFile } from '../../../lib/api/upload-file.ts';

/** POST /employees/bulk-upload: the employee list. */
export async function uploadEmployees(file: File): Promise<BulkUploadResult> {
  return bulkUploadResultSchema.parse(await postFile('/employees/bulk-upload', file));
}

/** POST /employees/exceptions/bulk-upload (decision 155): a file of exceptions, MANAGER and up. */
export async function uploadExceptions(file: File): Promise<ExceptionUploadResult> {
  return exceptionUploadResultSchema.parse(await postFile('/employees/exceptions/bulk-upload', file));
}
