/** Joins class names, skipping the false and empty ones conditional classes produce. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
