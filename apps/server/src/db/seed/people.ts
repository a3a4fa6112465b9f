import type { Random } from './random.ts';

const FIRST_NAMES = [
  'Aaliyah', 'Adrian', 'Aisha', 'Alejandro', 'Amara', 'Andre', 'Ava', 'Brandon', 'Camila', 'Carlos',
  'Chloe', 'Daniel', 'Destiny', 'Diego', 'Elena', 'Emmanuel', 'Fatima', 'Gabriel', 'Grace', 'Hector',
  'Imani', 'Isaac', 'Jasmine', 'Jamal', 'Kayla', 'Kenji', 'Layla', 'Liam', 'Lucia', 'Malik',
  'Maria', 'Mateo', 'Maya', 'Mohammed', 'Nadia', 'Nathan', 'Olivia', 'Omar', 'Priya', 'Rafael',
  'Rosa', 'Samuel', 'Sofia', 'Tariq', 'Tyler', 'Valeria', 'Victor', 'Wei', 'Yusuf', 'Zoe',
];
const LAST_NAMES = [
  'Adams', 'Alvarez', 'Bennett', 'Brooks', 'Castillo', 'Chen', 'Cruz', 'Davis', 'Diaz', 'Edwards',
  'Flores', 'Garcia', 'Gomez', 'Gupta', 'Harris', 'Hernandez', 'Ibrahim', 'Jackson', 'Johnson', 'Kim',
  'Lee', 'Lopez', 'Martin', 'Martinez', 'Mendoza', 'Miller', 'Moore', 'Nguyen', 'Okafor', 'Patel',
  'Perez', 'Ramirez', 'Reyes', 'Rivera', 'Robinson', 'Sanchez', 'Santos', 'Singh', 'Smith', 'Taylor',
  'Thomas', 'Torres', 'Tran', 'Walker', 'Washington', 'Williams', 'Wilson', 'Wright', 'Young', 'Zhang',
];

export type GeneratedEmployee = {
  name: string;
  employeeId: string;
  departmentId: number;
  badgeBarcodeId: number;
  employeeUid: number;
  employmentStartDate: string;
};

/**
 * Plausible associates: "First Last" names, a lowercase login built like a corporate alias,
 * numeric badge and employee ids. `uidBase` keeps ids distinct across centers.
 */
export function generateEmployees(count: number, random: Random, uidBase: number): GeneratedEmployee[] {
  const logins = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const stem = `${first[0]}${last}`.toLowerCase().slice(0, 7);
    let login = stem;
    for (let n = 2; logins.has(login); n++) login = `${stem}${n}`;
    logins.add(login);
    const year = random.int(2015, 2026);
    const month = String(random.int(1, 12)).padStart(2, '0');
    return {
      name: `${first} ${last}`,
      employeeId: login,
      departmentId: 1001 + (i % 6),
      badgeBarcodeId: 20000000 + uidBase + i,
      employeeUid: 100000000 + uidBase + i,
      employmentStartDate: `${year}-${month}-01`,
    };
  });
}
