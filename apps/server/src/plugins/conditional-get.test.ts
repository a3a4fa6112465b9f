/**
 * Issue 12: polled reads answer 304 Not Modified to If-None-Match while the center's change
 * sequence stands still, and a full answer once anything it shows has changed.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser, signIn, bearer } from '../../test/accounts.ts';
import { assignPayload, buildFloor, TODAY, type Floor } from '../../test/floor-fixture.ts';
import { buildTestApp, testClock, type TestApp } from '../../test/helper.ts';
import { ifNoneMatchNames } from './conditional-get.ts';

let t: TestApp;
let f: Floor;
const clock = testClock('2026-11-22T10:00:00-08:00');

beforeEach(async () => {
  t = await buildTestApp({ clock: clock.now });
  f = await buildFloor(t);
});
afterEach(() => t.close());

const mapUrl = () => `/api/stations?quarter_id=${f.q1.id}&assignment_date=${TODAY}`;

async function get(url: string, etag?: string, headers = f.as('VIEW')) {
  return t.app.inject({ method: 'GET', url, headers: { ...headers, ...(etag ? { 'if-none-match': etag } : {}) } });
}

describe('conditional GET', () => {
  it('answers the map with an ETag, then 304 with no body until an assignment changes', async () => {
    const first = await get(mapUrl());
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get(mapUrl(), etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, assignPayload(f, f.s1, f.ann));
    const changed = await get(mapUrl(), etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.find((st: { id: string }) => st.id === f.s1.id).current_assignment.employee_name).toBe('Ann Lee');
  });

  it('answers in full after a change of the layout, which the map also shows', async () => {
    const etag = (await get(mapUrl())).headers.etag as string;
    await f.call('MANAGER', 'PUT', `/api/stations/${f.s2.id}`, { position_x: 500, position_y: 100 });
    expect((await get(mapUrl(), etag)).statusCode).toBe(200);
  });

  it("never answers 304 to a user of another center holding this center's tag", async () => {
    const etag = (await get('/api/quarters')).headers.etag as string;
    await createUser(t.app, 'away-view', 'VIEW', f.otherCenterId);
    const stranger = await get('/api/quarters', etag, bearer(await signIn(t.app, 'away-view')));
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().data).toEqual([]);
  });

  it('gives no tag with a refusal, so a 404 is never turned into a 304', async () => {
    const missing = await get(`/api/quarters/${f.s1.id}/stats?assignment_date=${TODAY}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('lets the clock into the tag of an answer whose date the operating day chose, and only there', async () => {
    const undated = `/api/quarters/${f.q1.id}/stats`;
    const dated = `${undated}?assignment_date=${TODAY}`;
    const tags = { undated: (await get(undated)).headers.etag as string, dated: (await get(dated)).headers.etag as string };
    expect((await get(undated, tags.undated)).statusCode).toBe(304);
    clock.set('2026-11-22T10:01:00-08:00');
    expect((await get(undated, tags.undated)).statusCode).toBe(200);
    expect((await get(dated, tags.dated)).statusCode).toBe(304);
  });

  it('lets the clock into the tag of the indirect hours even for given dates: a quarter that ends turns planned hours into worked ones', async () => {
    const url = `/api/employees/indirect-assignment-stats?start_date=${TODAY}&end_date=${TODAY}`;
    clock.set('2026-11-22T10:00:00-08:00');
    const tag = (await get(url)).headers.etag as string;
    expect((await get(url, tag)).statusCode).toBe(304);
    clock.set('2026-11-22T10:02:00-08:00');
    expect((await get(url, tag)).statusCode).toBe(200);
  });
});

describe('an answer shared while it is built', () => {
  const uncheckedUrl = `/api/employees/unchecked-in?quarter_number=1&assignment_date=${TODAY}`;
  const dialect = new PgDialect();

  /** Holds the first run of the list's statement until `release()`, counting how many times it is run. */
  function holdTheList() {
    const execute = t.database.db.execute.bind(t.database.db);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = { runs: 0, release };
    vi.spyOn(t.database.db, 'execute').mockImplementation((async (statement: SQL) => {
      if (dialect.sqlToQuery(statement).sql.includes('not a.checked_in')) {
        held.runs += 1;
        if (held.runs === 1) await released;
      }
      return execute(statement);
    }) as unknown as typeof t.database.db.execute);
    return held;
  }
  afterEach(() => vi.restoreAllMocks());

  it('builds the list once for requests with the same tag that arrive while it is built', async () => {
    await f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, assignPayload(f, f.s1, f.ann));
    const held = holdTheList();
    const answers = Promise.all(Array.from({ length: 5 }, () => get(uncheckedUrl)));
    // Long enough for every request to have read the change sequence and found the build under way.
    setTimeout(held.release, 300);
    const bodies = (await answers).map((res) => {
      expect(res.statusCode).toBe(200);
      return res.body;
    });
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!).data.map((row: { employee_name: string }) => row.employee_name)).toEqual(['Ann Lee']);
    expect(held.runs).toBe(1);
  });

  it('keeps the answer for later requests with the same tag, and builds it again once the tag moves (decision 164)', async () => {
    const assigned = await f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, assignPayload(f, f.s1, f.ann));
    const held = holdTheList();
    held.release();
    const first = await get(uncheckedUrl);
    const second = await get(uncheckedUrl, undefined, f.as('MANAGER'));
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(held.runs).toBe(1);
    // Another center's user asking the same URL has another tag: never this center's answer.
    await createUser(t.app, 'away-view', 'VIEW', f.otherCenterId);
    const stranger = await get(uncheckedUrl, undefined, bearer(await signIn(t.app, 'away-view')));
    expect(stranger.statusCode).toBe(404);
    // A change moves the sequence: the next request builds the answer again, with the change.
    expect((await f.call('MANAGER', 'POST', '/api/employees/manual-check-in', { assignment_id: assigned.json().data.id })).statusCode).toBe(200);
    const after = await get(uncheckedUrl);
    expect(after.json().data).toEqual([]);
    expect(held.runs).toBe(2);
  });

  it('never lets a request made after a change wait for an answer begun before it', async () => {
    const assigned = await f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, assignPayload(f, f.s1, f.ann));
    const held = holdTheList();
    const before = get(uncheckedUrl);
    try {
      await vi.waitFor(() => expect(held.runs).toBe(1), { timeout: 20_000 });
      const checkIn = await f.call('MANAGER', 'POST', '/api/employees/manual-check-in', { assignment_id: assigned.json().data.id });
      expect(checkIn.statusCode).toBe(200);
      // Answered while the earlier build is still held: it did not wait for it.
      const after = await get(uncheckedUrl);
      expect(after.json().data).toEqual([]);
    } finally {
      held.release();
    }
    expect((await before).statusCode).toBe(200);
  });
});

describe('ifNoneMatchNames', () => {
  it('compares weakly, in a list, and takes *', () => {
    expect(ifNoneMatchNames('W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchNames('"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchNames('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchNames('*', 'W/"a"')).toBe(true);
    expect(ifNoneMatchNames('W/"b"', 'W/"a"')).toBe(false);
    expect(ifNoneMatchNames(undefined, 'W/"a"')).toBe(false);
  });
});
