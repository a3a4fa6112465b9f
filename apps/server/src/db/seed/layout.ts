/**
 * What a center's floor looks like: the station list with positions that make a readable
 * floor map (lines as rows, indirect roles below), its quarters and its routing areas.
 */
export type StationTypeName = 'LINE' | 'INDIRECT' | 'ADDITIONAL_INDIRECTS';

export type PlannedStation = {
  code: string;
  type: StationTypeName;
  line: number | null;
  x: number | null;
  y: number | null;
  isActive: boolean;
  isRightHanded: boolean | null;
  isCritical: boolean;
};

export type PlannedQuarter = {
  quarterName: string;
  quarterNumber: number;
  startTime: string;
  endTime: string;
  shift: 'front_half_day' | 'back_half_day';
};

export type CenterPlan = {
  code: string;
  name: string;
  location: string;
  address: string;
  timezone: string;
  lines: number;
  stationsPerLine: number;
  employees: number;
  maximumAttendance: number;
  /** Indirect stations without a line, by code. */
  indirects: string[];
  additionalIndirects: string[];
  routingAreas: { name: string; isRouting: boolean }[];
};

const ROW_GAP = 130;
const COLUMN_GAP = 110;
const LEFT = 100;
const TOP = 120;

export function lineStationCode(line: number, index: number): string {
  return `${line}-${String(index + 1).padStart(2, '0')}`;
}

export function planStations(plan: CenterPlan, options: { positioned?: boolean } = {}): PlannedStation[] {
  const positioned = options.positioned ?? true;
  const stations: PlannedStation[] = [];
  for (let line = 1; line <= plan.lines; line++) {
    for (let i = 0; i < plan.stationsPerLine; i++) {
      stations.push({
        code: lineStationCode(line, i),
        type: 'LINE',
        line,
        x: positioned ? LEFT + i * COLUMN_GAP : null,
        y: positioned ? TOP + (line - 1) * ROW_GAP : null,
        // One station down for maintenance shows the inactive state on the map.
        isActive: !(line === 2 && i === plan.stationsPerLine - 1),
        isRightHanded: i % 3 === 2 ? null : i % 3 === 0,
        isCritical: i === 0,
      });
    }
    if (line <= 3) {
      // A water spider per main line: indirect work that belongs to a line.
      stations.push({
        code: `Water Spider-L${line}`,
        type: 'INDIRECT',
        line,
        x: positioned ? LEFT + plan.stationsPerLine * COLUMN_GAP + 30 : null,
        y: positioned ? TOP + (line - 1) * ROW_GAP : null,
        isActive: true,
        isRightHanded: null,
        isCritical: false,
      });
    }
  }
  const indirectTop = TOP + plan.lines * ROW_GAP + 40;
  plan.indirects.forEach((code, i) => {
    stations.push({
      code,
      type: 'INDIRECT',
      line: null,
      x: positioned ? LEFT + i * (COLUMN_GAP + 20) : null,
      y: positioned ? indirectTop : null,
      isActive: true,
      isRightHanded: null,
      isCritical: code === 'Problem Solve' || code === 'PIT Driver',
    });
  });
  plan.additionalIndirects.forEach((code, i) => {
    // The last one is left off the map so placement mode has something to place.
    const onMap = positioned && i < plan.additionalIndirects.length - 1;
    stations.push({
      code,
      type: 'ADDITIONAL_INDIRECTS',
      line: null,
      x: onMap ? LEFT + i * (COLUMN_GAP + 20) : null,
      y: onMap ? indirectTop + ROW_GAP : null,
      isActive: true,
      isRightHanded: null,
      isCritical: false,
    });
  });
  return stations;
}

/** A day shift and a night shift of four quarters each; Q7 runs over midnight. */
export const STANDARD_QUARTERS: PlannedQuarter[] = [
  { quarterName: 'Q1', quarterNumber: 1, startTime: '07:00:00', endTime: '09:30:00', shift: 'front_half_day' },
  { quarterName: 'Q2', quarterNumber: 2, startTime: '09:45:00', endTime: '12:00:00', shift: 'front_half_day' },
  { quarterName: 'Q3', quarterNumber: 3, startTime: '12:30:00', endTime: '15:00:00', shift: 'front_half_day' },
  { quarterName: 'Q4', quarterNumber: 4, startTime: '15:15:00', endTime: '17:30:00', shift: 'front_half_day' },
  { quarterName: 'Q5', quarterNumber: 5, startTime: '18:00:00', endTime: '20:30:00', shift: 'back_half_day' },
  { quarterName: 'Q6', quarterNumber: 6, startTime: '20:45:00', endTime: '23:00:00', shift: 'back_half_day' },
  { quarterName: 'Q7', quarterNumber: 7, startTime: '23:30:00', endTime: '02:00:00', shift: 'back_half_day' },
  { quarterName: 'Q8', quarterNumber: 8, startTime: '02:15:00', endTime: '04:30:00', shift: 'back_half_day' },
];

export const DEMO_CENTERS: CenterPlan[] = [
  {
    code: 'GEG1',
    name: 'Spokane Fulfillment Center',
    location: 'Spokane, WA',
    address: '12345 W Example Rd, Spokane, WA 99224',
    timezone: 'America/Los_Angeles',
    lines: 4,
    stationsPerLine: 12,
    employees: 320,
    maximumAttendance: 60,
    indirects: ['Destuffit-01', 'Destuffit-02', 'Tote Stuffer-01', 'Tote Buffer-01', 'Problem Solve', 'PIT Driver', 'Process Assistant'],
    additionalIndirects: ['Learning Ambassador', 'Safety Coordinator', 'Yard Marshal'],
    routingAreas: [
      { name: 'ICQA', isRouting: false },
      { name: 'Outbound Ship Dock', isRouting: true },
      { name: 'Receive Dock', isRouting: true },
    ],
  },
  {
    code: 'PDX2',
    name: 'Portland Sortation Center',
    location: 'Troutdale, OR',
    address: '500 NW Example Ave, Troutdale, OR 97060',
    timezone: 'America/Los_Angeles',
    lines: 2,
    stationsPerLine: 8,
    employees: 90,
    maximumAttendance: 30,
    indirects: ['Problem Solve', 'Process Assistant'],
    additionalIndirects: ['Learning Ambassador'],
    routingAreas: [{ name: 'Receive Dock', isRouting: true }],
  },
];
