import { useEffect, useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { ALLOWED_UPLOAD_EXTENSIONS, validateUploadFile } from '@stationboard/domain/schemas/bulk-upload';
import { UPLOAD_SUCCESS_CLOSE_MS } from '@stationboard/domain/timings';
import { uploadFailureText } from '../../lib/api/upload-file.ts';
import { MESSAGES } from '../../lib/i18n/messages.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { Spinner } from '../ui/spinner.tsx';

export type UploadCount = { key: string; label: string; tone: string; value: number };

/** What the result shows: its counts, the rows it skipped or refused, and (an upload that saved nothing) why. */
export type UploadAnswer = {
  counts: UploadCount[];
  errors: string[];
  isClean: boolean;
  refusal?: string;
  /** The heading of the errors when they are not one a row ('Rows not uploaded (n)' otherwise). */
  errorsTitle?: string;
};

/** One upload: its words, the columns its file has, and how it is sent and its answer read. */
export type UploadSpec = {
  title: () => string;
  explanation: () => string;
  fileLabel: () => string;
  columns: readonly string[];
  send: (file: File) => Promise<UploadAnswer>;
};

function UploadResult({ result }: { result: UploadAnswer }) {
  return (
    <div className="space-y-4" data-testid="upload-result">
      {result.isClean && <Alert tone="success">{MESSAGES.uploadComplete}</Alert>}
      {result.refusal && <Alert tone="error">{result.refusal}</Alert>}
      <dl className="grid grid-cols-3 gap-3 text-center">
        {result.counts.map(({ key, label, tone, value }) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
            <dd className={`text-2xl font-bold ${tone}`} data-count={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {result.errors.length > 0 && (
        <section aria-labelledby="upload-errors-heading">
          <h3 id="upload-errors-heading" className="text-sm font-semibold text-red-800">
            {result.errorsTitle ?? MESSAGES.rowsNotUploaded(result.errors.length)}
          </h3>
          <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {result.errors.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export type UploadDialogProps = {
  spec: UploadSpec;
  onOpenChange: (open: boolean) => void;
  /** Reloads what the upload changed; called after every upload the server accepted. */
  onUploaded: () => Promise<unknown>;
};

/**
 * Spec 2 §2 Bulk Upload: pick a .csv, .xlsx or .xls file of at most 10MB (checked here first,
 * spec 2 §5), send it, then show what it counted with the rows refused. A clean upload closes
 * the dialog by itself after 2 s (spec 2 §4). Mounted while open. Every upload of the app is
 * this dialog with its own words, columns and counts: the employee list and exceptions
 * (decision 155), the labour standards (decision 161).
 */
export function UploadDialog({ spec, onOpenChange, onUploaded }: UploadDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [result, setResult] = useState<UploadAnswer | null>(null);

  const isClean = result?.isClean === true;
  useEffect(() => {
    if (!isClean) return;
    const timer = setTimeout(() => onOpenChange(false), UPLOAD_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isClean, onOpenChange]);

  function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? validateUploadFile(chosen) : null;
    setError(problem);
    setFile(problem ? null : chosen);
  }

  async function handleUpload() {
    if (!file) return;
    setIsUploading(true);
    setError(null);
    try {
      setResult(await spec.send(file));
      await onUploaded();
    } catch (caught) {
      setError(uploadFailureText(caught));
    } finally {
      setIsUploading(false);
    }
  }

  // The request cannot be called back, so the dialog stays until its answer is shown.
  const handleOpenChange = (open: boolean) => {
    if (!isUploading) onOpenChange(open);
  };

  return (
    <Modal
      isOpen
      onOpenChange={handleOpenChange}
      title={result ? MESSAGES.uploadResultsTitle : spec.title()}
      widthClassName="max-w-xl"
      footer={
        result ? (
          <Button onClick={() => onOpenChange(false)}>{MESSAGES.close}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => handleOpenChange(false)} disabled={isUploading}>
              {MESSAGES.cancel}
            </Button>
            <Button onClick={() => void handleUpload()} disabled={!file || isUploading}>
              {isUploading ? <Spinner className="size-4" /> : <Upload aria-hidden className="size-4" />}
              {isUploading ? MESSAGES.uploading : MESSAGES.upload}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <UploadResult result={result} />
      ) : (
        <div className="space-y-4 text-sm text-slate-700">
          <p>{spec.explanation()}</p>
          <ul className="flex flex-wrap gap-1.5">
            {spec.columns.map((column) => (
              <li key={column} className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-800">
                {column}
              </li>
            ))}
          </ul>
          <label className="block font-medium text-slate-800">
            {spec.fileLabel()}
            <input
              type="file"
              accept={ALLOWED_UPLOAD_EXTENSIONS.join(',')}
              onChange={handleFileChange}
              disabled={isUploading}
              className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-blue-50 file:px-3 file:py-2 file:font-semibold file:text-blue-800 hover:file:bg-blue-100"
            />
          </label>
          {isUploading && (
            <p role="status" className="flex items-center gap-2 text-slate-600">
              <Spinner className="size-4" />
              {`${MESSAGES.uploading} ${file?.name ?? ''}`}
            </p>
          )}
          {error && <Alert tone="error">{error}</Alert>}
        </div>
      )}
    </Modal>
  );
}
