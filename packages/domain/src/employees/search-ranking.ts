/** Spec 1 §5 and §9: popover employee search. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_LIMIT = 8;

export type SearchableEmployee = { name: string; employee_id: string | null };

/** Lower is better; a candidate matching none of these is left out (decision 013). */
const TIER = {
  exactFirstName: 0,
  namePrefix: 1,
  firstNameSubstring: 2,
  lastName: 3,
  nameSubstring: 4,
  employeeId: 5,
  typo: 6,
} as const;

function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
}

/**
 * True when `a` and `b` differ by at most one edit: an insertion, a deletion, a substitution or
 * a swap of two neighbouring characters (optimal string alignment distance ≤ 1, decision 088),
 * so 'jhon' finds John as 'jahn' does.
 */
export function isWithinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < shorter.length && shorter[i] === longer[i]) i++;
  if (shorter.length !== longer.length) return shorter.slice(i) === longer.slice(i + 1);
  if (shorter.slice(i + 1) === longer.slice(i + 1)) return true;
  return shorter[i] === longer[i + 1] && shorter[i + 1] === longer[i] && shorter.slice(i + 2) === longer.slice(i + 2);
}

function tierOf(employee: SearchableEmployee, term: string): number | null {
  const name = employee.name.trim().toLowerCase();
  const words = nameWords(name);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  if (first === term) return TIER.exactFirstName;
  if (name.startsWith(term)) return TIER.namePrefix;
  if (first.includes(term)) return TIER.firstNameSubstring;
  if (last.includes(term)) return TIER.lastName;
  if (name.includes(term)) return TIER.nameSubstring;
  if (employee.employee_id?.toLowerCase().includes(term)) return TIER.employeeId;
  if (term.length > SEARCH_MIN_CHARS && words.some((w) => isWithinOneEdit(w, term))) return TIER.typo;
  return null;
}

/**
 * Spec 1 §5: ranks search results on the client so the best match is the one Tab assigns.
 * Case-insensitive; equal tiers are ordered by name, then by their order in `employees`.
 * Issue 28 (decision 153): given `isOnRoster`, people on the roster of the date planned come
 * before everyone off it, whatever their tier, so the one Tab assigns is someone expected.
 */
export function rankEmployees<T extends SearchableEmployee>(
  employees: readonly T[],
  term: string,
  limit: number = SEARCH_LIMIT,
  isOnRoster?: (employee: T) => boolean,
): T[] {
  const needle = term.trim().toLowerCase();
  if (needle.length < SEARCH_MIN_CHARS) return [];
  const offRoster = (employee: T) => (isOnRoster && !isOnRoster(employee) ? 1 : 0);
  return employees
    .map((employee, index) => ({ employee, index, tier: tierOf(employee, needle) }))
    .filter((c): c is { employee: T; index: number; tier: number } => c.tier !== null)
    .sort(
      (a, b) =>
        offRoster(a.employee) - offRoster(b.employee) ||
        a.tier - b.tier ||
        a.employee.name.localeCompare(b.employee.name, 'en', { sensitivity: 'base' }) ||
        a.index - b.index,
    )
    .slice(0, Math.max(0, limit))
    .map((c) => c.employee);
}
