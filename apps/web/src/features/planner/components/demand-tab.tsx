import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { toast } from 'sonner';
import { demandStandardsInputSchema, type DemandStandards, type StationStandard } from '@stationboard/domain/schemas/demand';
import { LINE_NUMBERS } from '@stationboard/domain/stations/station-kind';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { UploadDialog } from '../../../components/upload/upload-dialog.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { updateDemandStandards, useDemandStandards } from '../api/demand-standards.ts';
import { STANDARDS_UPLOAD } from './standards-upload.ts';
import type { PlannerTabProps } from './tab-props.ts';

/** Only a line's own stations count towards its heads: an indirect one, or one on no line, has no rate to give. */
const isLineStation = (station: StationStandard) => station.line_number !== null && !station.is_indirect;

/** A number field's text as the API reads it: blank is null, anything else its number (NaN for the schema to refuse). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
const textOf = (value: number | null) => (value === null ? '' : String(value));

type StationDraft = { rate: string; isHighStrain: boolean };
type LineDraft = { min: string; max: string };

/**
 * Issue 29 (decision 156): the center's labour standards, for ADMIN and up. Per line its fewest
 * and most heads and, per station, its rate in units per labour hour and its high-strain flag;
 * for the center, the most consecutive quarters on a high-strain station. One Save sends what
 * changed; the plan grid's Required row reads them. Upload standards sets them from a file
 * (decision 161).
 */
export function DemandTab({ centerId }: PlannerTabProps) {
  const queryClient = useQueryClient();
  const standards = useDemandStandards(centerId);
  const [isUploading, setIsUploading] = useState(false);
  let body;
  if (standards.data) body = <StandardsForm key={standards.dataUpdatedAt} centerId={centerId} standards={standards.data} />;
  else if (standards.error) body = <Alert tone="error">{failureText(standards.error, MESSAGES.demandStandardsLoadFailed)}</Alert>;
  else body = <Spinner className="text-ink-muted" />;
  return (
    <section aria-labelledby="demand-title" className="max-w-4xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="demand-title" className="text-lg font-semibold text-ink">
          {MESSAGES.demandStandardsTitle}
        </h2>
        <Button variant="secondary" onClick={() => setIsUploading(true)}>
          <Upload aria-hidden className="size-4" />
          {MESSAGES.uploadStandards}
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600">{MESSAGES.demandStandardsHelp}</p>
      <div className="mt-4">{body}</div>
      {isUploading && (
        <UploadDialog
          spec={STANDARDS_UPLOAD}
          onOpenChange={setIsUploading}
          onUploaded={() =>
            Promise.all([
              queryClient.invalidateQueries({ queryKey: queryKeys.demandStandards(centerId) }),
              queryClient.invalidateQueries({ queryKey: queryKeys.demandDays(centerId) }),
            ])
          }
        />
      )}
    </section>
  );
}

function StandardsForm({ centerId, standards }: { centerId: string; standards: DemandStandards }) {
  const queryClient = useQueryClient();
  const [strain, setStrain] = useState(String(standards.max_strain_quarters));
  const [lines, setLines] = useState<Record<number, LineDraft>>(() =>
    Object.fromEntries(standards.lines.map((line) => [line.line, { min: textOf(line.min_heads), max: textOf(line.max_heads) }])),
  );
  const [stations, setStations] = useState<Record<string, StationDraft>>(() =>
    Object.fromEntries(
      standards.stations.map((station) => [station.station_id, { rate: textOf(station.units_per_hour), isHighStrain: station.is_high_strain }]),
    ),
  );
  const setLine = (line: number, change: Partial<LineDraft>) => setLines((all) => ({ ...all, [line]: { ...all[line]!, ...change } }));
  const setStation = (id: string, change: Partial<StationDraft>) => setStations((all) => ({ ...all, [id]: { ...all[id]!, ...change } }));

  const changedStations = standards.stations.flatMap((station) => {
    const draft = stations[station.station_id]!;
    const rate = numberOrNull(draft.rate);
    return rate === station.units_per_hour && draft.isHighStrain === station.is_high_strain
      ? []
      : [{ station_id: station.station_id, units_per_hour: rate, is_high_strain: draft.isHighStrain }];
  });
  const form = useFormSubmit({
    schema: demandStandardsInputSchema,
    values: {
      max_strain_quarters: numberOrNull(strain) ?? Number.NaN,
      lines: standards.lines.map(({ line }) => ({ line, min_heads: numberOrNull(lines[line]!.min), max_heads: numberOrNull(lines[line]!.max) })),
      stations: changedStations,
    },
    invalidText: MESSAGES.demandStandardsInvalid,
    failedText: MESSAGES.demandStandardsSaveFailed,
    save: async (input) => {
      await updateDemandStandards(centerId, input);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.demandStandards(centerId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.demandDays(centerId) }),
      ]);
      toast.success(MESSAGES.demandStandardsSaved);
    },
  });

  const onLine = (line: number | null) => standards.stations.filter((station) => station.line_number === line);
  return (
    <form onSubmit={form.submit} className="space-y-5">
      <TextField
        label={MESSAGES.demandStrainLabel}
        hint={MESSAGES.demandStrainHint}
        inputMode="numeric"
        value={strain}
        onChange={(event) => setStrain(event.target.value)}
        className="max-w-xs"
      />
      {LINE_NUMBERS.map((line) => (
        <fieldset key={line} className="min-w-0 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-base font-semibold text-ink">{MESSAGES.lineLabel(line)}</legend>
          <div className="flex flex-wrap gap-3">
            <TextField
              label={MESSAGES.demandMinHeads}
              inputMode="numeric"
              value={lines[line]!.min}
              onChange={(event) => setLine(line, { min: event.target.value })}
              className="w-36"
              aria-label={MESSAGES.demandMinHeadsOf(line)}
            />
            <TextField
              label={MESSAGES.demandMaxHeads}
              inputMode="numeric"
              value={lines[line]!.max}
              onChange={(event) => setLine(line, { max: event.target.value })}
              className="w-36"
              aria-label={MESSAGES.demandMaxHeadsOf(line)}
            />
          </div>
          <StationRates stations={onLine(line)} drafts={stations} onChange={setStation} caption={MESSAGES.demandStationsOf(line)} />
        </fieldset>
      ))}
      {onLine(null).length > 0 && (
        <fieldset className="min-w-0 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-base font-semibold text-ink">{MESSAGES.demandOtherStations}</legend>
          <StationRates stations={onLine(null)} drafts={stations} onChange={setStation} caption={MESSAGES.demandOtherStations} />
        </fieldset>
      )}
      {form.error && <Alert tone="error">{form.error}</Alert>}
      <Button type="submit" disabled={form.isSaving}>
        {form.isSaving && <Spinner className="size-4" />}
        {MESSAGES.demandStandardsSave}
      </Button>
    </form>
  );
}

function StationRates({
  stations,
  drafts,
  onChange,
  caption,
}: {
  stations: readonly StationStandard[];
  drafts: Record<string, StationDraft>;
  onChange: (id: string, change: Partial<StationDraft>) => void;
  caption: string;
}) {
  if (stations.length === 0) return <p className="mt-3 text-sm text-slate-600">{MESSAGES.demandNoStations}</p>;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-1 pr-3 font-semibold">
              {MESSAGES.demandStationCode}
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              {MESSAGES.demandRateLabel}
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              {MESSAGES.demandHighStrain}
            </th>
          </tr>
        </thead>
        <tbody>
          {stations.map((station) => {
            const draft = drafts[station.station_id]!;
            return (
              <tr key={station.station_id} className="border-t border-slate-100">
                <th scope="row" className="py-1.5 pr-3 font-medium text-ink">
                  {/* The marks wrap under the code on a phone, so the fields keep the width. */}
                  <span className="flex flex-wrap items-baseline gap-x-2">
                    <span className="whitespace-nowrap">{station.station_code}</span>{' '}
                    {station.is_indirect && <span className="text-xs font-semibold text-violet-900">{MESSAGES.indirectMark}</span>}{' '}
                    {station.is_critical && <span className="text-xs font-semibold text-red-800">{MESSAGES.demandCritical}</span>}{' '}
                    {!station.is_active && <span className="text-xs text-slate-600">{MESSAGES.demandInactive}</span>}
                  </span>
                </th>
                <td className="py-1.5 pr-3">
                  {isLineStation(station) ? (
                    <input
                      inputMode="decimal"
                      aria-label={MESSAGES.demandRateOf(station.station_code)}
                      value={draft.rate}
                      onChange={(event) => onChange(station.station_id, { rate: event.target.value })}
                      className="w-20 rounded-md border border-slate-300 px-2 py-1 text-sm text-ink focus-visible:outline-2 focus-visible:outline-blue-600"
                    />
                  ) : (
                    <span className="text-xs text-slate-600">{MESSAGES.demandRateNotCounted}</span>
                  )}
                </td>
                <td className="py-1.5 pr-3">
                  <label className="inline-flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={draft.isHighStrain}
                      onChange={(event) => onChange(station.station_id, { isHighStrain: event.target.checked })}
                      className="size-4"
                    />
                    <span className="sr-only">{MESSAGES.demandHighStrainOf(station.station_code)}</span>
                    <span aria-hidden className="text-slate-700">
                      {draft.isHighStrain ? MESSAGES.yes : MESSAGES.no}
                    </span>
                  </label>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
