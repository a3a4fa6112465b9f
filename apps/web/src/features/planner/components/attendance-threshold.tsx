import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { hasMoreCriticalStationsThanAttendance, maximumAttendanceSchema } from '@stationboard/domain/schemas/maximum-attendance';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { centerConfigQueryOptions, useCenterConfig, type CenterConfig } from '../../../lib/api/get-center-config.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { createAttendanceConfig } from '../api/create-attendance-config.ts';
import { updateMaximumAttendance } from '../api/update-maximum-attendance.ts';
import { StationHelpPopover } from './station-help-popover.tsx';

type AttendanceThresholdProps = { centerId: string; criticalCount: number; canEdit: boolean };

/**
 * Spec 2 §2 Maximum Attendance Threshold: the TV badge scan stops assigning once this many
 * people are checked in. Kept in the center's TV config, which a center may not have yet.
 */
export function AttendanceThreshold({ centerId, criticalCount, canEdit }: AttendanceThresholdProps) {
  const config = useCenterConfig(centerId, { enabled: true });
  const queryClient = useQueryClient();
  const [createError, setCreateError] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const reloadConfig = () => queryClient.invalidateQueries({ queryKey: centerConfigQueryOptions(centerId).queryKey });

  async function createConfig() {
    setIsCreating(true);
    setCreateError(null);
    try {
      await createAttendanceConfig(centerId);
      await reloadConfig();
    } catch (error) {
      setCreateError(failureText(error, MESSAGES.tvConfigCreateFailed));
    } finally {
      setIsCreating(false);
    }
  }

  const isMissing = config.error instanceof AppError && config.error.status === 404;
  let body;
  if (config.data) {
    body = <ThresholdForm key={config.data.maximum_attendance} config={config.data} canEdit={canEdit} onSaved={reloadConfig} />;
  } else if (isMissing) {
    body = (
      <div className="space-y-3">
        <Alert tone="warning">{MESSAGES.noCenterTvConfig}</Alert>
        {canEdit && (
          <Button onClick={() => void createConfig()} disabled={isCreating}>
            {isCreating && <Spinner className="size-4" />}
            Create TV Config
          </Button>
        )}
        {createError && <Alert tone="error">{createError}</Alert>}
      </div>
    );
  } else if (config.error) {
    body = <Alert tone="error">{failureText(config.error, MESSAGES.tvConfigLoadFailed)}</Alert>;
  } else {
    body = <Spinner className="text-slate-500" />;
  }

  return (
    <section aria-labelledby="attendance-threshold" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-1.5">
        <h2 id="attendance-threshold" className="text-base font-semibold text-slate-900">
          Maximum Attendance Threshold
        </h2>
        <StationHelpPopover topic="Maximum Attendance Threshold">
          When this many people have checked in by badge scan, the TV stops assigning stations and sends further people to the active external routing
          areas. Critical stations are filled first, so there should not be more critical stations than this number.
        </StationHelpPopover>
      </div>
      <p className="mt-1 text-sm text-slate-600">{`Critical stations: ${criticalCount}`}</p>
      <div className="mt-3">{body}</div>
      {config.data && hasMoreCriticalStationsThanAttendance(criticalCount, config.data.maximum_attendance) && (
        <Alert tone="warning" className="mt-3">
          {MESSAGES.criticalExceedsAttendance(criticalCount, config.data.maximum_attendance)}
        </Alert>
      )}
    </section>
  );
}

function ThresholdForm({ config, canEdit, onSaved }: { config: CenterConfig; canEdit: boolean; onSaved: () => Promise<unknown> }) {
  const [value, setValue] = useState(String(config.maximum_attendance));
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = maximumAttendanceSchema.safeParse({ maximum_attendance: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.maximumAttendanceInvalid);
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      await updateMaximumAttendance({ configId: config.id, maximumAttendance: parsed.data.maximum_attendance });
      await onSaved();
      toast.success('Maximum attendance saved');
    } catch (caught) {
      setError(failureText(caught, MESSAGES.maximumAttendanceUpdateFailed));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-3">
      <div className="flex items-end gap-2">
        <TextField
          label="Maximum attendance"
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          readOnly={!canEdit}
          className="w-40"
        />
        {canEdit && (
          <Button type="submit" disabled={isSaving || value === String(config.maximum_attendance)}>
            {isSaving && <Spinner className="size-4" />}
            Save
          </Button>
        )}
      </div>
      {error && <Alert tone="error">{error}</Alert>}
    </form>
  );
}
