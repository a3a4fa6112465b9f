/** Test databases on the shared PostgreSQL server all carry this prefix. */
export const TEST_DATABASE_PREFIX = 'stationboard_test_';

export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
