/**
 * The plan of one operating day as a spreadsheet and on paper (issue 15, decision 129): a row
 * per station and a column per quarter of the day, names as the map shows them; and a row per
 * person with their station in each quarter. The server builds it once (the files and the
 * print view read the same answer).
 */
import { personLabels } from '../employees/person-labels.ts';
import { MESSAGES } from '../messages.ts';
import { occurrenceOnDay, operatingDayStartMinutes } from '../quarters/operating-day.ts';
import { quarterRouteKey, type QuarterKeyFacts } from '../quarters/quarter-key.ts';
import { formatHHMM, timeToMinutes, type QuarterTimes } from '../quarters/time.ts';
import type { DayPlan, DayPlanFormat, DayPlanPersonCell, DayPlanQuarter, DayPlanStationCell } from '../schemas/day-plan.ts';
import { neutraliseCellText } from '../spreadsheets/cell-text.ts';
import { compareStationsByCode } from '../stations/station-code.ts';

export type DayPlanQuarterFacts = QuarterTimes & { id: string; quarter_name: string; quarter_number: number };

/**
 * The quarters of operating day `day`, each on the date it starts there (decision 080: a
 * quarter that starts after midnight but before the night's last quarter ends is on the next
 * date), in the order the day runs: from the turn of the day round the clock, then by number.
 */
export function dayPlanQuarters<Q extends DayPlanQuarterFacts>(quarters: readonly Q[], day: string): (Q & { date: string })[] {
  const turn = operatingDayStartMinutes(quarters);
  const sinceTurn = (q: Q) => (timeToMinutes(q.start_time) - turn + 1440) % 1440;
  return [...quarters]
    .sort((a, b) => sinceTurn(a) - sinceTurn(b) || a.quarter_number - b.quarter_number)
    .map((quarter) => ({ ...quarter, date: occurrenceOnDay(quarter, day, quarters).date }));
}

export type DayPlanAssignment = {
  station_id: string;
  quarter_id: string;
  assignment_date: string;
  /** The employee's row id. */
  employee_id: string;
  /** The name the assignment carries, which the map shows. */
  employee_name: string;
  /** Their login, and badge, which tell two people of one name apart (person-labels). */
  login: string | null;
  badge_barcode_id: number | null;
  is_wildcard: boolean;
};

export type DayPlanInput = {
  center: DayPlan['center'];
  day: string;
  quarters: readonly DayPlanQuarterFacts[];
  stations: readonly { id: string; station_code: string; is_active: boolean }[];
  /** Any assignments; those not in a quarter of the day on its date are left out. */
  assignments: readonly DayPlanAssignment[];
};

const nameOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function buildDayPlan(input: DayPlanInput): DayPlan {
  const quarters: DayPlanQuarter[] = dayPlanQuarters(input.quarters, input.day).map(({ id, quarter_name, quarter_number, start_time, end_time, date }) => ({
    id,
    quarter_name,
    quarter_number,
    start_time,
    end_time,
    date,
  }));
  const column = new Map(quarters.map((q, index) => [`${q.id}|${q.date}`, index]));
  const ofDay = input.assignments.filter((a) => column.has(`${a.quarter_id}|${a.assignment_date}`));

  const people = new Map<string, { id: string; name: string; employee_id: string | null; badge_barcode_id: number | null }>();
  for (const a of ofDay)
    if (!people.has(a.employee_id))
      people.set(a.employee_id, { id: a.employee_id, name: a.employee_name, employee_id: a.login, badge_barcode_id: a.badge_barcode_id });
  const labels = personLabels([...people.values()]);
  const stationCode = new Map(input.stations.map((s) => [s.id, s.station_code]));

  const stationCells = new Map<string, DayPlanPersonCell[]>();
  const personCells = new Map<string, DayPlanStationCell[]>();
  const empty = () => quarters.map(() => null);
  for (const a of ofDay) {
    const index = column.get(`${a.quarter_id}|${a.assignment_date}`)!;
    const row = stationCells.get(a.station_id) ?? empty();
    row[index] = { name: labels.get(a.employee_id) ?? a.employee_name, is_wildcard: a.is_wildcard };
    stationCells.set(a.station_id, row);
    const code = stationCode.get(a.station_id);
    if (code === undefined) continue;
    const cells = personCells.get(a.employee_id) ?? empty();
    cells[index] = { station_code: code, is_wildcard: a.is_wildcard };
    personCells.set(a.employee_id, cells);
  }

  return {
    center: input.center,
    date: input.day,
    quarters,
    stations: [...input.stations]
      .sort(compareStationsByCode)
      .map((s) => ({ id: s.id, station_code: s.station_code, is_active: s.is_active, cells: stationCells.get(s.id) ?? empty() })),
    people: [...people.values()]
      .map((p) => ({ id: p.id, name: labels.get(p.id) ?? p.name, employee_id: p.employee_id, cells: personCells.get(p.id) ?? empty() }))
      .sort((a, b) => nameOrder.compare(a.name, b.name) || a.id.localeCompare(b.id)),
  };
}

/** A quarter's column heading: 'Q7 23:30–02:00'. */
export function dayPlanQuarterHeading(quarter: Pick<DayPlanQuarter, 'quarter_name' | 'start_time' | 'end_time'>): string {
  return `${quarter.quarter_name} ${formatHHMM(quarter.start_time)}–${formatHHMM(quarter.end_time)}`;
}

/** A station's cell: the name, marked as the map marks a wildcard. */
export function dayPlanPersonText(cell: DayPlanPersonCell): string {
  return cell ? (cell.is_wildcard ? `${cell.name} (${MESSAGES.tileWildcard})` : cell.name) : '';
}

/** A person's cell: the station's code, marked the same way. */
export function dayPlanStationText(cell: DayPlanStationCell): string {
  return cell ? (cell.is_wildcard ? `${cell.station_code} (${MESSAGES.tileWildcard})` : cell.station_code) : '';
}

/** A station's name on the plan: its code, and Inactive when it is switched off (as the map marks it). */
export function dayPlanStationName(station: { station_code: string; is_active: boolean }): string {
  return station.is_active ? station.station_code : `${station.station_code} (${MESSAGES.inactiveBadge})`;
}

export const DAY_PLAN_SHEET_NAMES = { stations: 'Stations', people: 'People' } as const;

/**
 * The two sheets as rows of text, every cell neutralised (`neutraliseCellText`): Stations
 * (Station, then a column per quarter) and People (Name, Employee ID, then a column per
 * quarter). The CSV holds the Stations sheet.
 */
export function dayPlanSheets(plan: DayPlan): { stations: string[][]; people: string[][] } {
  const headings = plan.quarters.map(dayPlanQuarterHeading);
  const safe = (row: string[]) => row.map(neutraliseCellText);
  return {
    stations: [['Station', ...headings], ...plan.stations.map((s) => [dayPlanStationName(s), ...s.cells.map(dayPlanPersonText)])].map(safe),
    people: [['Name', 'Employee ID', ...headings], ...plan.people.map((p) => [p.name, p.employee_id ?? '', ...p.cells.map(dayPlanStationText)])].map(safe),
  };
}

/** The file's name: 'GEG1-day-plan-2026-11-22.xlsx'; a center code's unusual characters become '_'. */
export function dayPlanFilename(centerCode: string, date: string, format: DayPlanFormat): string {
  const code = centerCode.replace(/[^A-Za-z0-9_-]/g, '_') || 'center';
  return `${code}-day-plan-${date}.${format}`;
}

/** The print view of operating day `date` (a web route). */
export function dayPlanPrintPath(date: string): string {
  return `/print/day?date=${date}`;
}

/** The print view of one quarter of operating day `date`: /print/q/{digits of its name}. */
export function quarterPrintPath(quarter: QuarterKeyFacts, date: string): string {
  return `/print/q/${quarterRouteKey(quarter)}?date=${date}`;
}
