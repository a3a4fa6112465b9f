import { BULK_UPLOAD_COLUMNS } from '@stationboard/domain/employees/bulk-upload-row';
import { EXCEPTION_UPLOAD_COLUMNS } from '@stationboard/domain/roster/exception-upload-row';
import { isCleanUpload } from '@stationboard/domain/schemas/bulk-upload';
import { UploadDialog, type UploadSpec } from '../../../components/upload/upload-dialog.tsx';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { uploadEmployees, uploadExceptions } from '../api/upload-employees.ts';

/** The two spreadsheet uploads of the Employees screen: the employee list, and exceptions (decision 155). */
export type UploadKind = 'employees' | 'exceptions';

export type BulkUploadDialogProps = {
  upload: UploadKind;
  onOpenChange: (open: boolean) => void;
  /** Reloads what the upload changed; called after every upload the server accepted. */
  onUploaded: () => Promise<unknown>;
};

const TONES = { created: 'text-green-700', updated: 'text-blue-700', skipped: 'text-amber-700', freed: 'text-slate-800' };

const UPLOADS: Record<UploadKind, UploadSpec> = {
  employees: {
    title: () => MESSAGES.bulkUploadTitle,
    explanation: () => MESSAGES.bulkUploadExplanation,
    fileLabel: () => MESSAGES.employeeFileLabel,
    columns: Object.values(BULK_UPLOAD_COLUMNS),
    send: async (file) => {
      const result = await uploadEmployees(file);
      const counts = [
        { key: 'created', label: MESSAGES.uploadCreated, tone: TONES.created, value: result.created },
        { key: 'updated', label: MESSAGES.uploadUpdated, tone: TONES.updated, value: result.updated },
        { key: 'skipped', label: MESSAGES.uploadSkipped, tone: TONES.skipped, value: result.skipped },
      ];
      return { counts, errors: result.errors, isClean: isCleanUpload(result) };
    },
  },
  exceptions: {
    title: () => MESSAGES.exceptionUploadTitle,
    explanation: () => MESSAGES.exceptionUploadExplanation,
    fileLabel: () => MESSAGES.exceptionFileLabel,
    columns: Object.values(EXCEPTION_UPLOAD_COLUMNS),
    send: async (file) => {
      const result = await uploadExceptions(file);
      const counts = [
        { key: 'created', label: MESSAGES.uploadAdded, tone: TONES.created, value: result.created },
        { key: 'stations_freed', label: MESSAGES.uploadStationsFreed, tone: TONES.freed, value: result.stations_freed },
        { key: 'skipped', label: MESSAGES.uploadSkipped, tone: TONES.skipped, value: result.skipped },
      ];
      return { counts, errors: result.errors, isClean: isCleanUpload(result) };
    },
  },
};

/** Spec 2 §2 Bulk Upload, and the exceptions upload (decision 155): the app's upload dialog with each one's words, columns and counts. */
export function BulkUploadDialog({ upload, ...props }: BulkUploadDialogProps) {
  return <UploadDialog spec={UPLOADS[upload]} {...props} />;
}
