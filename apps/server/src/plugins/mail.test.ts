/**
 * Without SMTP_URL the confirmation and reset links are the only way in: they reach the
 * server's standard output whatever LOG_LEVEL hides (issue 13).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCenter, createUser } from '../../test/accounts.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/helper.ts';

const ORIGIN = 'http://localhost:3000';
let t: TestApp;

afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

/** What the process writes on standard output from now on. */
function captureStdout(): () => string {
  let written = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written += String(chunk);
    return true;
  });
  return () => written;
}

async function printedLink(stdout: () => string, subject: string): Promise<URL> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const block = stdout()
      .split('--- Mail not sent')
      .find((b) => b.includes(`Subject: ${subject}`));
    const link = block && /https?:\/\/\S+/.exec(block);
    if (link) return new URL(link[0]);
    if (Date.now() > deadline) throw new Error(`no printed mail '${subject}' in:\n${stdout()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('mail without SMTP_URL', () => {
  it.each(['warn', 'silent'])('prints the confirmation and the reset link at LOG_LEVEL=%s', async (level) => {
    t = await buildTestApp({ config: testConfig({ APP_ORIGIN: ORIGIN, LOG_LEVEL: level }) });
    const centerId = await createCenter(t.database, 'GEG1');
    await createUser(t.app, 'forgetful', 'VIEW', centerId);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN } });
    const stdout = captureStdout();

    const signUp = await post('/api/auth/sign-up/email', {
      email: 'newcomer@stationboard.local',
      password: 'secret1',
      name: 'newcomer',
      employee_id: 'newcomer',
      fulfillment_center_id: centerId,
      callbackURL: `${ORIGIN}/`,
    });
    expect(signUp.statusCode).toBe(200);
    const confirm = await printedLink(stdout, 'Confirm your Stationboard account');
    expect(stdout()).toContain('To: newcomer@stationboard.local');
    expect(confirm.pathname).toBe('/api/auth/verify-email');

    expect((await post('/api/auth/request-password-reset', { email: 'forgetful@stationboard.local', redirectTo: `${ORIGIN}/reset-password` })).statusCode).toBe(
      200,
    );
    const reset = await printedLink(stdout, 'Reset your Stationboard password');
    expect(stdout()).toContain('To: forgetful@stationboard.local');

    // The printed links work: the confirmation confirms, the reset link lands on the form.
    vi.restoreAllMocks();
    expect((await t.app.inject({ method: 'GET', url: confirm.pathname + confirm.search })).statusCode).toBe(302);
    const landing = await t.app.inject({ method: 'GET', url: reset.pathname + reset.search });
    expect(new URL(landing.headers.location as string, ORIGIN).pathname).toBe('/reset-password');
  });
});
