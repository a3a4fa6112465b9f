import { standardsUploadResultSchema, type StandardsUploadResult } from '@stationboard/domain/schemas/demand';
import { postFile } from '../../../lib/api/upload-file.ts';

/** POST /demand/standards/upload (decision 161, ADMIN+): a file of labour standards for the acting center, all or nothing. */
export async function uploadStandards(file: File): Promise<StandardsUploadResult> {
  return standardsUploadResultSchema.parse(await postFile('/demand/standards/upload', file));
}
