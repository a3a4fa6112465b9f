/**
 * How errors are written to the log (issue 13). A failed query's error carries its parameters
 * three times (Drizzle writes them into the message, pino repeats the message in the stack,
 * and keeps the `params` array), so one 900 kB value made a 2.7 MB log line. Long parameters
 * are cut to their first characters with a note of their length, everywhere they appear.
 */
import { stdSerializers } from 'pino';

/** Enough of a parameter to recognise it. */
export const LOGGED_PARAM_MAX = 200;

/** Any other text of a logged error (message, stack, query); a stack trace fits with room to spare. */
export const LOGGED_TEXT_MAX = 8_000;

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… [${text.length} characters]`;
}

type SerializedError = ReturnType<typeof stdSerializers.err>;

export function serializeError(err: Error): SerializedError {
  const serialized: SerializedError = stdSerializers.err(err);
  // pino hands back anything that is not an error as it is.
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  const { params } = serialized;
  if (Array.isArray(params)) {
    const short = params.map((value: unknown) => (typeof value === 'string' ? shorten(value, LOGGED_PARAM_MAX) : value));
    // Drizzle's message reads `params: ${params}`, which is the array joined by commas.
    const [original, replacement] = [String(params), String(short)];
    for (const key of ['message', 'stack']) {
      const text = serialized[key];
      if (typeof text === 'string' && original !== replacement) serialized[key] = text.replaceAll(original, replacement);
    }
    serialized.params = short;
  }
  for (const [key, value] of Object.entries(serialized)) {
    if (typeof value === 'string') serialized[key] = shorten(value, LOGGED_TEXT_MAX);
  }
  return serialized;
}
