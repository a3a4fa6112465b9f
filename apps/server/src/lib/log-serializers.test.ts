import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../test/helper.ts';
import { logCapture } from '../../test/log-capture.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('logged errors', () => {
  it('cut a failed query’s long parameter to its start and length, wherever it appears in the line', async () => {
    const log = logCapture();
    const huge = `${'start-of-value-'}${'x'.repeat(900_000)}`;
    t = await buildTestApp({
      config: testConfig({ LOG_LEVEL: 'error' }),
      logStream: log.stream,
      beforeReady(app) {
        app.get('/api/test/failing-query', { config: { access: { public: true } } }, async () => {
          await app.database.db.execute(sql`select * from no_such_table where name = ${huge} and code = ${'GEG1'}`);
        });
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/test/failing-query' });
    expect(res.statusCode).toBe(500);

    const [line, ...others] = log.lines.filter((l) => l.includes('unhandled error'));
    expect(others).toEqual([]);
    expect(line!.length).toBeLessThan(20_000);
    const { err } = JSON.parse(line!) as { err: { message: string; stack: string; params: unknown[]; query: string } };
    const shortened = `start-of-value-${'x'.repeat(185)}… [900015 characters]`;
    expect(err.params).toEqual([shortened, 'GEG1']);
    expect(err.message).toContain(`params: ${shortened},GEG1`);
    expect(err.stack).toContain(shortened);
    expect(err.query).toContain('no_such_table');
  });

  it('keep short parameters and ordinary errors whole', async () => {
    const log = logCapture();
    t = await buildTestApp({
      config: testConfig({ LOG_LEVEL: 'error' }),
      logStream: log.stream,
      beforeReady(app) {
        app.get('/api/test/short-failure', { config: { access: { public: true } } }, async () => {
          await app.database.db.execute(sql`select * from no_such_table where id = ${1}`);
        });
      },
    });
    await t.app.inject({ method: 'GET', url: '/api/test/short-failure' });
    const { err } = JSON.parse(log.lines.find((l) => l.includes('unhandled error'))!) as { err: { message: string; params: unknown[] } };
    expect(err.params).toEqual([1]);
    expect(err.message).toMatch(/params: 1/);
    expect(err.message).not.toContain('characters]');
  });
});
