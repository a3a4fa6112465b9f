import { SHIFT_PATTERNS, SHIFTS } from '@stationboard/domain/roster/shift-pattern-presets';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { patternOptionLabel, shiftLabelOf, weekdayLabels, withPattern, type PatternFields } from './shift-pattern-form.ts';

const SELECT_CLASS = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm';
const DATE_CLASS = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-ink shadow-sm';

/**
 * Decision 153: the employee form's shift pattern: a preset (FHD Sun-Wed days, BHD Wed-Sat days,
 * FHN, BHN), custom with weekday boxes and Day or Night, or none; the first and last dates are
 * optional. A preset shows its days and shift, read-only.
 */
export function ShiftPatternFields({ fields, onChange }: { fields: PatternFields; onChange: (fields: PatternFields) => void }) {
  const isCustom = fields.shift_pattern === 'custom';
  const labels = weekdayLabels();
  const toggleDay = (day: number, on: boolean) =>
    onChange({ ...fields, work_days: on ? [...fields.work_days, day].sort((a, b) => a - b) : fields.work_days.filter((d) => d !== day) });
  return (
    <div className="space-y-3 rounded-md border border-slate-200 p-3">
      <label className="block text-sm font-medium text-slate-800">
        {MESSAGES.shiftPatternLabel}
        <select
          value={fields.shift_pattern}
          onChange={(event) => onChange(withPattern(fields, event.target.value as PatternFields['shift_pattern']))}
          className={SELECT_CLASS}
        >
          {(['', ...SHIFT_PATTERNS] as const).map((pattern) => (
            <option key={pattern} value={pattern}>
              {patternOptionLabel(pattern)}
            </option>
          ))}
        </select>
      </label>
      {fields.shift_pattern !== '' && (
        <>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{MESSAGES.workDaysLabel}</legend>
            <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
              {labels.map((label, day) => (
                <label key={label} className="flex items-center gap-1.5 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={fields.work_days.includes(day)}
                    disabled={!isCustom}
                    onChange={(event) => toggleDay(day, event.target.checked)}
                    className="size-4 rounded border-slate-300"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{MESSAGES.rosterShiftLabel}</legend>
            <div className="mt-1 flex gap-4">
              {SHIFTS.map((shift) => (
                <label key={shift} className="flex items-center gap-1.5 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="roster-shift"
                    checked={fields.shift === shift}
                    disabled={!isCustom}
                    onChange={() => onChange({ ...fields, shift })}
                    className="size-4 border-slate-300"
                  />
                  {shiftLabelOf(shift)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="block text-sm font-medium text-slate-800">
              {MESSAGES.patternStartsOnLabel}
              <input
                type="date"
                value={fields.pattern_starts_on}
                onChange={(event) => onChange({ ...fields, pattern_starts_on: event.target.value })}
                className={DATE_CLASS}
              />
            </label>
            <label className="block text-sm font-medium text-slate-800">
              {MESSAGES.patternEndsOnLabel}
              <input
                type="date"
                value={fields.pattern_ends_on}
                onChange={(event) => onChange({ ...fields, pattern_ends_on: event.target.value })}
                className={DATE_CLASS}
              />
            </label>
          </div>
        </>
      )}
    </div>
  );
}
