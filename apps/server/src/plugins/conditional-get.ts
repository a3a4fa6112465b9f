/**
 * Polled reads answer 304 Not Modified when nothing changed (issue 12, decision 119). A route
 * opts in with `config.etag`; its ETag is derived from the center's change sequence (one
 * indexed read, done before the answer is built, so an ETag never claims newer data than the
 * body it comes with), the request's URL, the API's shape (the OpenAPI document) and, for an
 * answer whose date the clock chose (no `assignment_date` asked), the minute. Nothing is hashed of a
 * rebuilt body: a 304 costs no query beyond the sequence.
 *
 * A route that also sets `config.shareAnswer` builds an answer once for every request with the
 * same tag that arrives while it is being built (decision 144), and keeps it for those that come
 * after until the tag moves (decision 164): the same tag is the same center, URL, sequence (and
 * minute), so the same answer, and a request made after a change reads a newer sequence and
 * never gets, or waits for, an answer from before it. What is kept is bounded in bytes, the
 * least recently asked going first.
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { sendJsonText } from '../lib/envelope.ts';
import { actingCenterId } from './authorization.ts';
import { readChangeSequence } from './realtime.ts';

/**
 * 'data': the answer follows the center's data alone. 'dated': so does one asked for an
 * `assignment_date` (or a `start_date` and `end_date`); without, the operating day chose the
 * dates, and the time counts too. 'clocked': the time always counts, whatever the dates (an
 * answer that says which quarters are over: decision 164).
 */
export type EtagMode = 'data' | 'dated' | 'clocked';

declare module 'fastify' {
  interface FastifyContextConfig {
    etag?: EtagMode;
    /**
     * With `etag`: requests with the same tag share one answer while it is built. Only for
     * answers that depend on nothing of the caller but the center, and cost more than a little.
     */
    shareAnswer?: true;
  }
  interface FastifyRequest {
    /** Settles the answer this request builds for the others with its tag (shareAnswer). */
    shareBuiltAnswer: ((body: string | null) => void) | null;
  }
}

/** The most answer text kept for later requests with the same tag, in UTF-16 code units (about bytes for JSON). */
export const KEPT_ANSWERS_MAX_CHARS = 16 * 1024 * 1024;

/** Answers by tag, the least recently asked first, within a size. */
class KeptAnswers {
  private readonly answers = new Map<string, string>();
  private size = 0;

  constructor(private readonly maxChars: number) {}

  get(tag: string): string | undefined {
    const body = this.answers.get(tag);
    if (body !== undefined) {
      this.answers.delete(tag);
      this.answers.set(tag, body);
    }
    return body;
  }

  keep(tag: string, body: string): void {
    if (body.length > this.maxChars || this.answers.has(tag)) return;
    this.answers.set(tag, body);
    this.size += body.length;
    for (const [oldest, old] of this.answers) {
      if (this.size <= this.maxChars) break;
      this.answers.delete(oldest);
      this.size -= old.length;
    }
  }
}

/** True when `header` (If-None-Match) names `tag`, weakly compared (RFC 9110 §13.1.2). */
export function ifNoneMatchNames(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
}

export const conditionalGet = fp(async (app) => {
  /**
   * The API's shape, hashed from the OpenAPI document on the first conditional read: building the
   * document turns every route's schemas into JSON Schema, a cost an app that never answers one
   * (a test's, a CLI's) need not pay when it starts.
   */
  let apiShape: string | null = null;
  const shapeOfApi = () => (apiShape ??= createHash('sha256').update(JSON.stringify(app.swagger())).digest('base64url').slice(0, 12));
  /** The answers being built, by tag: their JSON text once built, null when the build did not answer 200. */
  const building = new Map<string, Promise<string | null>>();
  const kept = new KeptAnswers(KEPT_ANSWERS_MAX_CHARS);
  app.decorateRequest('shareBuiltAnswer', null);
  app.addHook('preHandler', async (request, reply) => {
    const mode = request.routeOptions.config?.etag;
    if (!mode || request.method !== 'GET') return;
    const query = (request.query ?? {}) as { fulfillment_center_id?: string; assignment_date?: string; start_date?: string; end_date?: string };
    const centerId = actingCenterId(request, query.fulfillment_center_id);
    const seq = await readChangeSequence(app.database.db, centerId);
    const dated = Boolean(query.assignment_date || (query.start_date && query.end_date));
    const minute = mode === 'clocked' || (mode === 'dated' && !dated) ? Math.floor(app.clock().getTime() / 60_000) : '';
    const digest = createHash('sha256').update(`${shapeOfApi()}|${centerId}|${seq}|${minute}|${request.url}`).digest('base64url').slice(0, 27);
    const tag = `W/"${digest}"`;
    // Private: the answer belongs to a signed-in user. no-cache: the browser asks each time.
    // The sequence tells a live client which realtime changes the answer already holds.
    reply.header('etag', tag).header('cache-control', 'private, no-cache').header('x-change-seq', String(seq));
    if (ifNoneMatchNames(request.headers['if-none-match'], tag)) return reply.code(304).send();
    if (!request.routeOptions.config.shareAnswer) return;
    const answered = kept.get(tag);
    if (answered !== undefined) return sendJsonText(reply, answered);

    // Looked up without awaiting when none is under way, so two requests cannot both find none.
    const underWay = building.get(tag);
    const built = underWay && (await underWay);
    if (built) return sendJsonText(reply, built);
    // None under way, or it failed: this request builds the answer, for itself and those that follow.
    let settle!: (body: string | null) => void;
    const answer = new Promise<string | null>((resolve) => (settle = resolve));
    building.set(tag, answer);
    request.shareBuiltAnswer = (body) => {
      request.shareBuiltAnswer = null;
      if (building.get(tag) === answer) building.delete(tag);
      if (body !== null) kept.keep(tag, body);
      settle(body);
    };
  });

  // Only an answer that was given carries the tag; a refusal or an error must be asked again.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.etag && reply.statusCode !== 200 && reply.statusCode !== 304) {
      reply.removeHeader('etag').removeHeader('cache-control').removeHeader('x-change-seq');
    }
    request.shareBuiltAnswer?.(reply.statusCode === 200 && typeof payload === 'string' ? payload : null);
    return payload;
  });
  // A build that never reached onSend (the client went away) must not hold the others.
  app.addHook('onResponse', async (request) => request.shareBuiltAnswer?.(null));
  app.addHook('onRequestAbort', async (request) => request.shareBuiltAnswer?.(null));
});
