/**
 * Issue 29, decision 157: the two plans the auto-plan is measured against, on the same input
 * and scored by the same scorePlan. Both keep the date's cells and fill only empty ones.
 *
 * (a) Today's scan-engine order: people in turn (by id, as if they scanned in that order), each
 *     placed by chooseScanStation (rotation destination, then the first critical station, then
 *     line stations, each by code, skills checked) among the stations still needed: critical
 *     ones always, a line's others while it is short of its required heads.
 * (b) Rotation only: whoever stood somewhere the quarter before moves on by their rotation rule
 *     (or stays, where no rule leads on), if that cell is free and they may stand there; nobody
 *     else is placed.
 */
import { chooseScanStation } from '../assignments/choose-scan-station.ts';
import { followRotation } from '../rotations/rotation-path.ts';
import { compareStationsByCode } from '../stations/station-code.ts';
import { isRosteredFor, mayStand, PlanBoard, planFacts, requiredOf, rotationDestination, type AutoPlanInput, type PlanCell } from './auto-plan-input.ts';

export function scanOrderBaseline(input: AutoPlanInput): PlanCell[] {
  const facts = planFacts(input);
  const board = new PlanBoard(input.assignments);
  const stations = [...input.stations].sort(compareStationsByCode);
  const people = [...input.people].sort((a, b) => a.id.localeCompare(b.id));
  for (const quarter of facts.planned) {
    const need = new Map<number | null, number>();
    for (const station of stations) {
      if (!need.has(station.line_number)) need.set(station.line_number, requiredOf(facts, quarter.id, station.line_number));
      if (station.is_active && board.holderOf(quarter.id, station.id) !== undefined) need.set(station.line_number, need.get(station.line_number)! - 1);
    }
    for (const person of people) {
      if (!isRosteredFor(facts, person.id, quarter.id) || board.stationOf(quarter.id, person.id) !== undefined) continue;
      const needed = stations.filter(
        (station) => board.holderOf(quarter.id, station.id) === undefined && (station.is_critical || need.get(station.line_number)! > 0),
      );
      const choice = chooseScanStation(needed, new Set(), rotationDestination(facts, input.quarters, board, person.id, quarter.id) ?? null, {
        held: person.skills,
        onDate: input.date,
      });
      if (!choice) continue;
      board.place({ station_id: choice.station.id, quarter_id: quarter.id, person_id: person.id });
      need.set(choice.station.line_number, need.get(choice.station.line_number)! - 1);
    }
  }
  return board.cells();
}

export function rotationOnlyBaseline(input: AutoPlanInput): PlanCell[] {
  const facts = planFacts(input);
  const board = new PlanBoard(input.assignments);
  const rotatesTo = (stationId: string) => facts.rotatesTo.get(stationId) ?? null;
  for (const quarter of facts.planned) {
    const index = facts.quarterIndex.get(quarter.id)!;
    if (index === 0) continue;
    const before = input.quarters[index - 1]!.id;
    for (const person of [...input.people].sort((a, b) => a.id.localeCompare(b.id))) {
      const from = board.stationOf(before, person.id);
      if (from === undefined || board.stationOf(quarter.id, person.id) !== undefined) continue;
      const [to] = followRotation(from, [null], rotatesTo);
      const station = facts.stations.get(to!);
      if (station && board.holderOf(quarter.id, station.id) === undefined && mayStand(facts, person.id, station, quarter.id)) {
        board.place({ station_id: station.id, quarter_id: quarter.id, person_id: person.id });
      }
    }
  }
  return board.cells();
}
