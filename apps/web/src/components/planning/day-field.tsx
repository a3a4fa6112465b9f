import { DATE_MAX, DATE_MIN, dateSchema } from '@stationboard/domain/schemas/id';

/** An operating day to plan (issue 27). A half-typed year passes through the field as a date out of range: only a real day is picked. */
export function DayField({ id, day, onPickDay }: { id: string; day: string; onPickDay: (day: string) => void }) {
  return (
    <input
      id={id}
      type="date"
      value={day}
      min={DATE_MIN}
      max={DATE_MAX}
      onChange={(event) => dateSchema.safeParse(event.target.value).success && onPickDay(event.target.value)}
      className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-ink"
    />
  );
}
