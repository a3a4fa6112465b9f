import type { Role } from '@stationboard/domain/roles/roles';

/** What every planner tab is given by the /planner route: the acting center and the signed-in role. */
export type PlannerTabProps = {
  centerId: string;
  role: Role;
  /** The center's IANA zone, for "today" and displayed times. */
  timeZone: string;
};
