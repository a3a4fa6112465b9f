/** The app's log lines, as written, for a test to read (pass `stream` as `buildTestApp`'s `logStream`). */
import { Writable } from 'node:stream';

export function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}
