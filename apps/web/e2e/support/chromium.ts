/**
 * How Debian's Chromium is launched, for the browser journeys (playwright.config.ts) and the
 * benches (bench/harness.ts, through this package's `./chromium` export): the flags STACK.md
 * names. Without the background-networking ones the closed network here floods it with
 * refused connections.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
