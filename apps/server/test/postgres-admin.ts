import pg from 'pg';

/** Test databases on the shared PostgreSQL server all carry this prefix. */
export const TEST_DATABASE_PREFIX = 'stationboard_test_';

export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** One statement on the shared server as its administrator, on a connection of its own. */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
