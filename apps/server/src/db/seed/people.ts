import type { Random } from './random.ts';

const FIRST_NAMES = [
  'Aaliyah',
  'Adrian',
  'Aisha',
  'Alejandro',
  'Amara',
  'Andre',
  'Ava',
  'Brandon',
  'Camila',
  'Carlos',
  'Chloe',
  'Daniel',
  'Destiny',
  'Diego',
  'Elena',
  'Emmanuel',
  'Fatima',
  'Gabriel',
  'Grace',
  'Hector',
  'Imani',
  'Isaac',
  'Jasmine',
  'Jamal',
  'Kayla',
  'Kenji',
  'Layla',
  'Liam',
  'Lucia',
  'Malik',
  'Maria',
  'Mateo',
  'Maya',
  'Mohammed',
  'Nadia',
  'Nathan',
  'Olivia',
  'Omar',
  'Priya',
  'Rafael',
  'Rosa',
  'Samuel',
  'Sofia',
  'Tariq',
  'Tyler',
  'Valeria',
  'Victor',
  'Wei',
  'Yusuf',
  'Zoe',
];
const LAST_NAMES = [
  'Adams',
  'Alvarez',
  'Bennett',
  'Brooks',
  'Castillo',
  'Chen',
  'Cruz',
  'Davis',
  'Diaz',
  'Edwards',
  'Flores',
  'Garcia',
  'Gomez',
  'Gupta',
  'Harris',
  'Hernandez',
  'Ibrahim',
  'Jackson',
  'Johnson',
  'Kim',
  'Lee',
  'Lopez',
  'Martin',
  'Martinez',
  'Mendoza',
  'Miller',
  'Moore',
  'Nguyen',
  'Okafor',
  'Patel',
  'Perez',
  'Ramirez',
  'Reyes',
  'Rivera',
  'Robinson',
  'Sanchez',
  'Santos',
  'Singh',
  'Smith',
  'Taylor',
  'Thomas',
  'Torres',
  'Tran',
  'Walker',
  'Washington',
  'Williams',
  'Wilson',
  'Wright',
  'Young',
  'Zhang',
];

export type GeneratedEmployee = {
  name: string;
  employeeId: string;
  departmentId: number;
  badgeBarcodeId: number;
  employeeUid: number;
  employmentStartDate: string;
};

const INITIALS = [...'ABCDEFGHIJKLMNOPRSTVW'];
const PLAIN_NAMES = FIRST_NAMES.length * LAST_NAMES.length;

/**
 * A name nobody in `taken` has: "First Last" while such a name is still free, then "First M.
 * Last", so a center of any size (the benchmark's 5000) never has two people of one name.
 */
function drawDistinctName(random: Random, taken: Set<string>): { first: string; last: string; name: string } {
  if (taken.size >= PLAIN_NAMES * (1 + INITIALS.length)) throw new RangeError('Not enough distinct names for that many employees');
  for (;;) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const name = taken.size < PLAIN_NAMES ? `${first} ${last}` : `${first} ${random.pick(INITIALS)}. ${last}`;
    if (!taken.has(name)) {
      taken.add(name);
      return { first, last, name };
    }
  }
}

/**
 * Plausible associates of one center: distinct "First Last" names, a distinct lowercase login
 * built like a corporate alias, numeric badge and employee ids. `uidBase` keeps ids distinct
 * across centers.
 */
export function generateEmployees(count: number, random: Random, uidBase: number): GeneratedEmployee[] {
  const names = new Set<string>();
  const logins = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const { first, last, name } = drawDistinctName(random, names);
    const stem = `${first[0]}${last}`.toLowerCase().slice(0, 7);
    let login = stem;
    for (let n = 2; logins.has(login); n++) login = `${stem}${n}`;
    logins.add(login);
    const year = random.int(2015, 2026);
    const month = String(random.int(1, 12)).padStart(2, '0');
    return {
      name,
      employeeId: login,
      departmentId: 1001 + (i % 6),
      badgeBarcodeId: 20000000 + uidBase + i,
      employeeUid: 100000000 + uidBase + i,
      employmentStartDate: `${year}-${month}-01`,
    };
  });
}
