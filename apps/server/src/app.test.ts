import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { buildTestApp, testConfig, type TestApp } from '../test/helper.ts';
import { externalRoutingAreas, fulfillmentCenters } from './db/schema.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/health', () => {
  it('answers ok in the envelope with the database kind', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { status: 'ok', database: t.database.kind } });
    expect(new Date(body.timestamp).getTime()).not.toBeNaN();
  });
});

describe('GET /api/health/ready', () => {
  it('answers ready once listening for changes, and 503 from the moment the process drains', async () => {
    t = await buildTestApp();
    await t.app.ready();
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toMatchObject({ success: true, data: { status: 'ready' } });
    t.app.readiness.draining = true;
    const draining = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ success: false, error: 'Stopping: not taking new work' });
  });
});

describe('GET /api/fulfillment-centers/public', () => {
  it('lists active centers by name with only id, code, name and location, without a token', async () => {
    t = await buildTestApp();
    await t.database.db.insert(fulfillmentCenters).values([
      { code: 'ZZZ1', name: 'Zeta Center', location: null, address: 'secret address' },
      { code: 'GEG1', name: 'Alpha Center', location: 'Spokane, WA', address: 'secret address' },
      { code: 'OLD1', name: 'Closed Center', location: 'Nowhere', isActive: false },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/fulfillment-centers/public' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Record<string, unknown>[];
    expect(data.map((c) => c.code)).toEqual(['GEG1', 'ZZZ1']);
    expect(Object.keys(data[0]!).sort()).toEqual(['code', 'id', 'location', 'name']);
    expect(data[1]!.location).toBeNull();
  });
});

const PUBLIC = { config: { access: { public: true } } } as const;

describe('error handling', () => {
  async function appWithFailingRoutes(): Promise<TestApp> {
    return buildTestApp({
      beforeReady(app) {
        app.get('/api/test/app-error', PUBLIC, async () => {
          throw new AppError('CONFLICT', 'Station is inactive', { type: 'INACTIVE' });
        });
        app.get('/api/test/crash', PUBLIC, async () => {
          throw new Error('select * from secrets failed at line 3');
        });
        app.get('/api/test/duplicate', PUBLIC, async () => {
          await app.database.db.insert(fulfillmentCenters).values({ code: 'DUP1', name: 'One' });
          await app.database.db.insert(fulfillmentCenters).values({ code: 'DUP1', name: 'Two' });
        });
        // Behind the schemas, as a route that forgot its limits would write (issue 13).
        app.get('/api/test/nul', PUBLIC, async () => {
          await app.database.db.insert(fulfillmentCenters).values({ code: 'NUL1', name: 'Bad\u0000Name' });
        });
        app.get('/api/test/huge-index-row', PUBLIC, async () => {
          // Random, so compression cannot bring it under the btree row limit (~2.7 kB).
          const text = randomBytes(3000).toString('base64');
          const [center] = await app.database.db.insert(fulfillmentCenters).values({ code: 'BIG1', name: 'Huge' }).returning();
          await app.database.db.insert(externalRoutingAreas).values({ fulfillmentCenterId: center!.id, areaName: text });
        });
        app.post('/api/test/validate', { ...PUBLIC, schema: { body: z.object({ name: z.string().min(1, 'Employee name is required') }) } }, async () => 'ok');
      },
    });
  }

  it('maps an AppError to its status with message and metadata', async () => {
    t = await appWithFailingRoutes();
    const res = await t.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: 'Station is inactive', data: null, metadata: { type: 'INACTIVE' } });
  });

  it('hides the details of an unexpected failure behind a generic 500', async () => {
    t = await appWithFailingRoutes();
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, error: 'An unexpected error occurred', data: null });
    expect(res.body).not.toContain('secrets');
  });

  it('answers 409 for a unique violation without leaking SQL', async () => {
    t = await appWithFailingRoutes();
    const res = await t.app.inject({ method: 'GET', url: '/api/test/duplicate' });
    expect(res.statusCode).toBe(409);
    expect(res.body).not.toMatch(/insert|fulfillment_centers_code_key/i);
  });

  it('answers 400, not 500, when the database refuses a NUL in text', async () => {
    t = await appWithFailingRoutes();
    const res = await t.app.inject({ method: 'GET', url: '/api/test/nul' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'A value contains a character that cannot be stored', data: null });
  });

  it('answers 400, not 500, when a value is too long for its index', async () => {
    t = await appWithFailingRoutes();
    const res = await t.app.inject({ method: 'GET', url: '/api/test/huge-index-row' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'A value is too long', data: null });
  });

  it("answers a broken escape in the address with a 400 envelope, not Fastify's own answer", async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/stations/%' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'The address is not valid', data: null });
  });

  it('answers an over-long path parameter with a 414 envelope that does not echo it', async () => {
    t = await buildTestApp({ webRoot: fs.mkdtempSync(path.join(os.tmpdir(), 'sb-no-web-')) });
    const id = 'x'.repeat(500);
    const res = await t.app.inject({ method: 'GET', url: `/api/stations/${id}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ success: false, error: 'A part of the address is too long', data: null });
    expect(res.body).not.toContain(id);
  });

  it('answers the same over-long /api path with a 404 envelope when the web app is served (its wildcard takes the route)', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Stationboard</title>');
    t = await buildTestApp({ webRoot });
    const id = 'x'.repeat(500);
    const res = await t.app.inject({ method: 'GET', url: `/api/stations/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'Route not found', data: null });
    expect(res.body).not.toContain(id);
  });

  it('answers 400 naming the field for invalid input', async () => {
    t = await appWithFailingRoutes();
    const res = await t.app.inject({ method: 'POST', url: '/api/test/validate', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'name: Employee name is required', metadata: { field: 'name' } });
  });

  it('answers 400 for a body that is not JSON', async () => {
    t = await appWithFailingRoutes();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'Route not found', data: null });
  });
});

describe('OpenAPI', () => {
  it('describes the routes from their schemas at /api/docs', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/fulfillment-centers/public']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it('serves neither the document nor Swagger UI in production unless API_DOCS=true (decision 135)', async () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    t = await buildTestApp({ config: testConfig(production) });
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, error: 'Route not found' });
    }
    await t.close();
    t = await buildTestApp({ config: testConfig({ ...production, API_DOCS: 'true' }) });
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/health');
  });
});

describe('web app', () => {
  it('serves index.html for client-side routes and real files as they are', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-web-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Stationboard</title>');
    fs.writeFileSync(path.join(root, 'app.js'), 'console.log(1)');
    try {
      t = await buildTestApp({ webRoot: root });
      const page = await t.app.inject({ method: 'GET', url: '/q/3?tab=line2' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<title>Stationboard</title>');
      const asset = await t.app.inject({ method: 'GET', url: '/app.js' });
      expect(asset.body).toBe('console.log(1)');
      const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json().success).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
