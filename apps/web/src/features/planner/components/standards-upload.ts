import { STANDARDS_UPLOAD_COLUMNS } from '@stationboard/domain/demand/standards-upload-row';
import type { UploadSpec } from '../../../components/upload/upload-dialog.tsx';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { uploadStandards } from '../api/upload-standards.ts';

/**
 * Decision 161: the labour standards upload in the app's upload dialog. It saves all or
 * nothing, so a file with errors says that nothing was saved above its errors, each with its row
 * and column.
 */
export const STANDARDS_UPLOAD: UploadSpec = {
  title: () => MESSAGES.standardsUploadTitle,
  explanation: () => MESSAGES.standardsUploadExplanation,
  fileLabel: () => MESSAGES.standardsFileLabel,
  columns: STANDARDS_UPLOAD_COLUMNS,
  send: async (file) => {
    const result = await uploadStandards(file);
    const rows = new Set(result.errors.map((error) => error.row)).size;
    return {
      counts: [
        { key: 'stations', label: MESSAGES.uploadStationsChanged, tone: 'text-blue-700', value: result.stations },
        { key: 'lines', label: MESSAGES.uploadLinesChanged, tone: 'text-blue-700', value: result.lines },
        { key: 'rows_with_errors', label: MESSAGES.uploadRowsWithErrors, tone: 'text-amber-700', value: rows },
      ],
      errors: result.errors.map((error) => MESSAGES.standardsRowError(error.row, error.column, error.message)),
      isClean: result.saved,
      refusal: result.saved ? undefined : MESSAGES.standardsUploadNothingSaved,
      errorsTitle: MESSAGES.uploadErrors(result.errors.length),
    };
  },
};
