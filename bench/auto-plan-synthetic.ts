/**
 * Decision 157: a synthetic date for the auto-plan, the same every run (one seeded generator).
 * Four lines and a few stations without a line; two critical stations per line; one station in
 * seven high-strain; one in five needs one of three skills (held by 45% each, 1 in 20 of them
 * expired); a few stations inactive; every other station of a line has a rule to the next.
 * Half the people work the day quarters (1-4), half the night (5-8). Each line needs 80-95% of
 * its active stations (critical ones at least), the stations without a line their critical one.
 * A third of the first quarter of each shift is already planned. 4 weeks of history: 18-20
 * shifts of 4 quarters each, and one person in five was put on high-strain stations 3 times in 5.
 */
import { seededRandom } from '@stationboard/domain/testing/seeded-random';
import type {
  AutoPlanInput,
  AutoPlanPerson,
  AutoPlanRotationRule,
  AutoPlanStation,
  LineRequirement,
  PlanCell,
  StationHours,
} from '@stationboard/domain/demand/auto-plan-input';

const SKILLS = ['forklift', 'hazmat', 'reach'].map((id) => ({ id, name: id }));
const QUARTER_HOURS = [2, 2, 2, 1.75, 2, 2, 2, 1.75];
const LINES = [1, 2, 3, 4];

export function syntheticDate({
  stations: stationCount,
  people: peopleCount,
  skilled = 0.2,
  holders = 0.45,
  seed = 157,
}: {
  stations: number;
  people: number;
  /** Share of stations that need a skill. */
  skilled?: number;
  /** Share of people holding each skill. */
  holders?: number;
  seed?: number;
}): AutoPlanInput {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const unlined = Math.max(2, Math.round(stationCount / 30));
  const perLine = Math.floor((stationCount - unlined) / LINES.length);
  const stations: AutoPlanStation[] = [];
  const rotation_rules: AutoPlanRotationRule[] = [];
  for (const line of LINES) {
    for (let k = 0; k < perLine; k++) {
      const id = `${line}-${String(k + 1).padStart(3, '0')}`;
      stations.push({
        id,
        station_code: id,
        line_number: line,
        station_type: { name: 'LINE' },
        is_active: next() > 0.03,
        is_critical: k < 2,
        is_high_strain: k % 7 === 3,
        required_skills: next() < skilled ? [pick(SKILLS)] : [],
      });
      if (k % 2 === 0 && k + 1 < perLine) rotation_rules.push({ from_station_id: id, to_station_id: `${line}-${String(k + 2).padStart(3, '0')}` });
    }
  }
  for (let k = 0; k < stationCount - LINES.length * perLine; k++) {
    const id = `Indirect-${String(k + 1).padStart(3, '0')}`;
    stations.push({
      id,
      station_code: id,
      line_number: null,
      station_type: { name: 'INDIRECT' },
      is_active: true,
      is_critical: k === 0,
      is_high_strain: false,
      required_skills: [],
    });
  }

  const quarters = QUARTER_HOURS.map((hours, index) => ({ id: `q${index + 1}`, hours }));
  const dayQuarters = quarters.slice(0, 4).map((quarter) => quarter.id);
  const nightQuarters = quarters.slice(4).map((quarter) => quarter.id);
  const people: AutoPlanPerson[] = Array.from({ length: peopleCount }, (_, index) => ({
    id: `p${String(index + 1).padStart(5, '0')}`,
    skills: SKILLS.filter(() => next() < holders).map((skill) => ({ skill_id: skill.id, expires_on: next() < 0.05 ? '2026-11-01' : null })),
    quarter_ids: index % 2 === 0 ? dayQuarters : nightQuarters,
  }));

  const required: LineRequirement[] = [];
  for (const quarter of quarters) {
    for (const line of LINES) {
      const active = stations.filter((station) => station.line_number === line && station.is_active);
      const critical = active.filter((station) => station.is_critical).length;
      required.push({ line_number: line, quarter_id: quarter.id, required: Math.max(critical, Math.round(active.length * (0.8 + 0.15 * next()))) });
    }
    required.push({ line_number: null, quarter_id: quarter.id, required: 1 });
  }

  const assignments: PlanCell[] = [];
  for (const quarter of [quarters[0]!, quarters[4]!]) {
    const shift = people.filter((person) => person.quarter_ids!.includes(quarter.id));
    const free = stations.filter((station) => station.is_active && station.required_skills.length === 0 && station.line_number !== null);
    for (let k = 0; k < Math.floor(free.length / 3); k++) {
      const person = shift[k * 2]!;
      assignments.push({ station_id: free[k * 3]!.id, quarter_id: quarter.id, person_id: person.id });
    }
  }

  const strainStations = stations.filter((station) => station.is_high_strain);
  const otherStations = stations.filter((station) => !station.is_high_strain);
  const history: StationHours[] = [];
  for (const person of people) {
    const strained = next() < 0.2;
    const hours = new Map<string, number>();
    const shifts = 18 + Math.floor(next() * 3);
    for (let s = 0; s < shifts * 4; s++) {
      const station = strained && next() < 0.6 ? pick(strainStations) : pick(otherStations);
      hours.set(station.id, (hours.get(station.id) ?? 0) + 2);
    }
    for (const [station_id, h] of hours) history.push({ person_id: person.id, station_id, hours: h });
  }

  return {
    date: '2026-11-27',
    stations,
    quarters,
    quarter_ids: quarters.map((quarter) => quarter.id),
    required,
    people,
    assignments,
    allow_moves: false,
    rotation_rules,
    history,
    max_strain_quarters: 2,
  };
}
