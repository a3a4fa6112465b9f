import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../test/helper.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-web-'));
fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Stationboard</title><script type="module" src="/app.js"></script>');
fs.writeFileSync(path.join(webRoot, 'app.js'), 'console.log(1)');
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

/** The policy as a map of directive to its sources. */
function directives(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it('come with the app page at / and at /map, its files, an /api answer and an /api refusal', async () => {
    t = await buildTestApp({ webRoot });
    for (const url of ['/', '/map', '/app.js', '/api/health', '/api/stations', '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      const policy = directives(res.headers['content-security-policy'] as string);
      // Nobody frames the app: clickjacking on one-click actions (issue 24).
      expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      // Only the app's own script files run: no inline script, no eval.
      expect(policy['script-src'], url).toEqual(["'self'"]);
      expect(policy['script-src-attr'], url).toEqual(["'none'"]);
      expect(policy['object-src'], url).toEqual(["'none'"]);
      expect(policy['default-src'], url).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
    }
  });

  it('leave a plain-HTTP deployment alone: no upgrade to HTTPS and no HSTS, which an HTTPS origin gets', async () => {
    t = await buildTestApp({ webRoot });
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(directives(plain.headers['content-security-policy'] as string)).not.toHaveProperty('upgrade-insecure-requests');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await t.close();

    t = await buildTestApp({ webRoot, config: testConfig({ APP_ORIGIN: 'https://stationboard.example.com' }) });
    const secure = await t.app.inject({ method: 'GET', url: '/' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=15552000');
  });

  it('come with a refusal while the server drains', async () => {
    t = await buildTestApp({ webRoot });
    t.app.readiness.draining = true;
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(directives(res.headers['content-security-policy'] as string)['frame-ancestors']).toEqual(["'none'"]);
  });
});
