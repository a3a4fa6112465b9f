import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFloor, TODAY } from '../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

let t: TestApp | undefined;
let webRoot: string | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
  webRoot = undefined;
});

const DECODE = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;

describe('compressed API answers', () => {
  it('compresses the map answer (JSON text written by the database) with brotli or gzip when asked, to the same JSON', async () => {
    t = await buildTestApp();
    const f = await buildFloor(t);
    const request = (acceptEncoding?: string) =>
      t!.app.inject({
        method: 'GET',
        url: `/api/stations?quarter_id=${f.q1.id}&assignment_date=${TODAY}`,
        headers: { ...f.as('VIEW'), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });

    const plain = await request();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD_BYTES);
    const { data } = plain.json();
    expect(data.length).toBeGreaterThan(0);

    for (const encoding of ['br', 'gzip'] as const) {
      const res = await request(encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(DECODE[encoding](res.rawPayload).toString())).toMatchObject({ success: true, data });
    }
    // What a browser sends: brotli wins.
    expect((await request('gzip, deflate, br, zstd')).headers['content-encoding']).toBe('br');
    expect((await request('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('sends a small answer as it is, even when compression is asked for', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().success).toBe(true);
  });
});

describe('precompressed web app files', () => {
  /** A build as `vite build` leaves it: each text file with its .br and .gz beside it. */
  function writeBuild(): { script: string; scriptPath: string } {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-web-'));
    fs.mkdirSync(path.join(webRoot, 'assets'));
    const script = 'export function station(code) { return { code, active: true }; }\n'.repeat(100);
    const files = {
      'index.html': '<!doctype html><title>Stationboard</title><script type="module" src="/assets/index-abc.js"></script>',
      'assets/index-abc.js': script,
    };
    for (const [name, content] of Object.entries(files)) {
      const file = path.join(webRoot, name);
      fs.writeFileSync(file, content);
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
    }
    return { script, scriptPath: path.join(webRoot, 'assets/index-abc.js') };
  }

  it('serves a script from its .br or .gz file byte for byte, and the script itself to a client that asks for neither', async () => {
    const { script, scriptPath } = writeBuild();
    t = await buildTestApp({ webRoot });
    const get = (headers: Record<string, string> = {}) => t!.app.inject({ method: 'GET', url: '/assets/index-abc.js', headers });

    for (const [encoding, extension] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const res = await get({ 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.equals(fs.readFileSync(scriptPath + extension))).toBe(true);
      expect(DECODE[encoding](res.rawPayload).toString()).toBe(script);
    }

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('answers a repeat request for an unchanged file with an empty 304', async () => {
    writeBuild();
    t = await buildTestApp({ webRoot });
    const headers = { 'accept-encoding': 'br' };
    const first = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js', headers });
    const again = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { ...headers, 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves the precompressed index.html for a client-side route', async () => {
    writeBuild();
    t = await buildTestApp({ webRoot });
    const res = await t.app.inject({ method: 'GET', url: '/q/3', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Stationboard</title>');
  });
});
