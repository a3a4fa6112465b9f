/**
 * How Debian's Chromium is launched, for the browser journeys (playwright.config.ts) and the
 * benches (bench/harness.ts, through this package's `./chromium` export): the flags STACK.md
 * names. Without the background-networking ones the closed network here floods it with
 * refused connections.
 */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The benches: the browser itself (Debian's `chromium`), as a wall TV or a manager's PC runs
 * the screens, so their figures speak for those screens.
 */
export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS };

/**
 * The journeys: Debian's `chromium-headless-shell`, the same Chromium build without the
 * browser's window and user interface. Each page costs about half the processor time, and the
 * suite's journeys take 0.7 of the time in the browser itself (decision 174).
 * `JOURNEY_CHROMIUM_PATH` runs them in another build, e.g. `/usr/bin/chromium`.
 */
export const JOURNEY_CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.JOURNEY_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: FLAGS,
};
