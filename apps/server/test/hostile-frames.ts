/**
 * Hostile WebSocket traffic for /api/realtime, written frame by frame (RFC 6455 §5) so that a
 * test can send what no well-behaved library would: reserved bits and opcodes, unmasked or
 * lying lengths, control frames too long or fragmented, continuations of nothing, invalid UTF-8,
 * close frames with impossible codes, and anything at all after a close.
 *
 * `expectedClose` says how the server must end the socket for a stream (the first thing it
 * cannot accept decides; what follows is ignored), written from the RFC and decision 132 rather
 * than from the server's code, so a test can hold the server to it.
 */
import { isUtf8 } from 'node:buffer';
import fc from 'fast-check';
import { anyJson, hostileText } from './hostile-values.ts';

/** The server's `maxPayload`: a message longer than this is refused with 1009. */
export const MAX_PAYLOAD = 4096;

export const OPCODE = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

export type Frame = {
  fin: boolean;
  /** RSV1-3 as three bits; no extension is agreed, so anything but 0 is a protocol error. */
  rsv: number;
  opcode: number;
  /** A client must mask every frame. */
  masked: boolean;
  payload: Uint8Array;
  /** A length announced in the header instead of the payload's: only the header is sent. */
  declaredLength?: bigint;
};

const MASK_KEY = Buffer.from([0x37, 0xfa, 0x21, 0x3d]);

export function encodeFrame(frame: Frame): Buffer {
  const length = frame.declaredLength ?? BigInt(frame.payload.length);
  const first = (frame.fin ? 0x80 : 0) | ((frame.rsv & 0x7) << 4) | (frame.opcode & 0xf);
  const mask = frame.masked ? 0x80 : 0;
  let header: Buffer;
  if (length < 126n) header = Buffer.from([first, mask | Number(length)]);
  else if (length < 65_536n) {
    header = Buffer.from([first, mask | 126, 0, 0]);
    header.writeUInt16BE(Number(length), 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = first;
    header[1] = mask | 127;
    header.writeBigUInt64BE(length, 2);
  }
  if (frame.declaredLength !== undefined) return frame.masked ? Buffer.concat([header, MASK_KEY]) : header;
  const payload = Buffer.from(frame.payload);
  if (!frame.masked) return Buffer.concat([header, payload]);
  for (let i = 0; i < payload.length; i++) payload[i]! ^= MASK_KEY[i % 4]!;
  return Buffer.concat([header, MASK_KEY, payload]);
}

const frame = (opcode: number, payload: Uint8Array, fin = true): Frame => ({ fin, rsv: 0, opcode, masked: true, payload });

/** Bytes that are not UTF-8: a stray continuation, overlong, a surrogate, past U+10FFFF, cut short, never valid. */
const NOT_UTF8 = [[0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0xff], [0xfe, 0xff]];

const invalidUtf8 = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...NOT_UTF8), fc.string({ maxLength: 5 }))
  .map(([before, bad, after]) => Buffer.concat([Buffer.from(before), Buffer.from(bad), Buffer.from(after)]));

/** Text that is not JSON, or JSON no client sends. */
const ODD_TEXT = [
  'null',
  'true',
  '0',
  '-1',
  '1e999',
  '""',
  '"join"',
  '[]',
  '{}',
  '[{"type":"join"}]',
  '',
  ' ',
  '{',
  'nul',
  '{"type":"join",}',
  "{'type':'join'}",
  '\u0000',
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
];

/** What a client might put in a text message: JSON of every shape, joins of every channel, types of every kind, no JSON at all. */
export function messageText(channels: readonly string[]): fc.Arbitrary<string> {
  const channel = fc.oneof(fc.constantFrom(...channels), hostileText, anyJson);
  const paddedJoin = fc.constantFrom(MAX_PAYLOAD - 1, MAX_PAYLOAD, MAX_PAYLOAD + 1).map((size) => {
    const join = JSON.stringify({ type: 'join', channel: channels[0] });
    return join + ' '.repeat(size - join.length);
  });
  return fc.oneof(
    { arbitrary: anyJson.map((value) => JSON.stringify(value) ?? 'null'), weight: 4 },
    { arbitrary: fc.record({ type: anyJson, channel }, { requiredKeys: [] }).map((value) => JSON.stringify(value)), weight: 3 },
    { arbitrary: fc.record({ type: fc.constant('join'), channel }).map((value) => JSON.stringify(value)), weight: 3 },
    { arbitrary: fc.constantFrom(...ODD_TEXT), weight: 2 },
    { arbitrary: hostileText, weight: 1 },
    { arbitrary: paddedJoin, weight: 1 },
  );
}

/** A message cut into 1-4 frames at any byte (a character may straddle two), finished or left open. */
function fragmented(opcode: number, bytes: Buffer): fc.Arbitrary<Frame[]> {
  return fc.tuple(fc.uniqueArray(fc.nat(bytes.length), { maxLength: 3 }), fc.boolean(), fc.boolean()).map(([cuts, finish, finishAgain]) => {
    const bounds = [0, ...cuts.sort((a, b) => a - b), bytes.length];
    const pieces = bounds.slice(1).map((end, i) => bytes.subarray(bounds[i], end));
    const isFinished = finish || finishAgain;
    return pieces.map((piece, i) => frame(i === 0 ? opcode : OPCODE.continuation, piece, isFinished && i === pieces.length - 1));
  });
}

const CLOSE_CODES_SENT = [1000, 1001, 1003, 1011, 1012, 3000, 4000, 4999, 0, 999, 1004, 1005, 1006, 1015, 2999, 5000, 65_535];

const closePayload: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.constant(new Uint8Array()),
  fc.constant(new Uint8Array([0x03])),
  fc
    .tuple(
      fc.constantFrom(...CLOSE_CODES_SENT),
      fc.oneof(
        fc.string({ maxLength: 40 }).map((s) => Buffer.from(s)),
        fc.constantFrom(...NOT_UTF8).map((b) => Buffer.from(b)),
      ),
    )
    .map(([code, reason]) => {
      const payload = Buffer.alloc(2 + Math.min(reason.length, 123));
      payload.writeUInt16BE(code, 0);
      reason.copy(payload, 2, 0, 123);
      return payload;
    }),
);

/** A group of frames: one message (whole, fragmented, huge, binary, not UTF-8), a control frame, or a frame broken on purpose. */
export function frameGroup(channels: readonly string[]): fc.Arbitrary<Frame[]> {
  const text = messageText(channels).map((s) => Buffer.from(s));
  const binary = fc.oneof(
    fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
    text,
    fc.constant(Buffer.alloc(MAX_PAYLOAD + 904, 0x41)),
  );
  // What a well-behaved client sends, so that a stream often gets far before something hostile comes.
  const harmless = fc.oneof(
    fc.constantFrom(...channels).map((channel) => frame(OPCODE.text, Buffer.from(JSON.stringify({ type: 'join', channel })))),
    fc.constantFrom(OPCODE.ping, OPCODE.pong).map((opcode) => frame(opcode, new Uint8Array())),
  );
  const goodbye = fc.tuple(fc.constantFrom(1000, 1001, 3000, 4999), fc.string({ maxLength: 40 })).map(([code, reason]) => {
    const payload = Buffer.alloc(2 + Buffer.byteLength(reason));
    payload.writeUInt16BE(code, 0);
    payload.write(reason, 2);
    return frame(OPCODE.close, payload.subarray(0, 125));
  });
  return fc.oneof(
    { arbitrary: harmless.map((f) => [f]), weight: 6 },
    { arbitrary: goodbye.map((f) => [f]), weight: 1 },
    { arbitrary: text.map((bytes) => [frame(OPCODE.text, bytes)]), weight: 8 },
    { arbitrary: text.chain((bytes) => fragmented(OPCODE.text, bytes)), weight: 3 },
    { arbitrary: binary.map((bytes) => [frame(OPCODE.binary, bytes)]), weight: 2 },
    { arbitrary: binary.chain((bytes) => fragmented(OPCODE.binary, bytes)), weight: 1 },
    { arbitrary: invalidUtf8.map((bytes) => [frame(OPCODE.text, bytes)]), weight: 2 },
    { arbitrary: invalidUtf8.chain((bytes) => fragmented(OPCODE.text, bytes)), weight: 1 },
    // A continuation that may finish a message left open, or continue nothing.
    { arbitrary: fc.tuple(text, fc.boolean()).map(([bytes, fin]) => [frame(OPCODE.continuation, bytes, fin)]), weight: 1 },
    {
      arbitrary: fc.tuple(fc.constantFrom(OPCODE.ping, OPCODE.pong), fc.uint8Array({ maxLength: 125 })).map(([opcode, data]) => [frame(opcode, data)]),
      weight: 2,
    },
    { arbitrary: closePayload.map((payload) => [frame(OPCODE.close, payload)]), weight: 2 },
    {
      arbitrary: fc
        .record({ fin: fc.boolean(), rsv: fc.nat(7), opcode: fc.nat(15), masked: fc.boolean(), payload: fc.uint8Array({ maxLength: 130 }) })
        .map((f) => [f]),
      weight: 2,
    },
    {
      arbitrary: fc
        .record({
          opcode: fc.constantFrom(OPCODE.continuation, OPCODE.text, OPCODE.binary, OPCODE.ping),
          declaredLength: fc.constantFrom(4097n, 65_536n, 2n ** 32n, 2n ** 53n, 2n ** 63n),
        })
        .map(({ opcode, declaredLength }) => [{ ...frame(opcode, new Uint8Array()), declaredLength }]),
      weight: 1,
    },
  );
}

export function hostileStream(channels: readonly string[]): fc.Arbitrary<Frame[]> {
  return fc.array(frameGroup(channels), { minLength: 1, maxLength: 10 }).map((groups) => groups.flat());
}

/** RFC 6455 §7.4: the codes a close frame may carry. */
function isValidCloseCode(code: number): boolean {
  return (code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006) || (code >= 3000 && code <= 4999);
}

export type ExpectedClose = {
  /** The code the server closes with; null if it accepts the whole stream (it then answers the client's 1000). */
  code: number | null;
  /** Joins of a channel that is not the caller's, each answered with an error message before any close. */
  refusedJoins: number;
};

/**
 * How the server must end a socket that received `frames`: 1002 for a broken frame, 1009 for
 * a message over MAX_PAYLOAD, 1007 for text that is not UTF-8 or not a client message, 1003
 * for a binary message, the client's own code echoed for its close; the first of these decides.
 */
export function expectedClose(frames: readonly Frame[], ownChannel: string): ExpectedClose {
  let open: { opcode: number; pieces: Uint8Array[]; length: number } | null = null;
  let refusedJoins = 0;
  const judgeMessage = (opcode: number, pieces: Uint8Array[]): number | null => {
    if (opcode === OPCODE.binary) return 1003;
    const bytes = Buffer.concat(pieces);
    if (!isUtf8(bytes)) return 1007;
    let value: unknown;
    try {
      value = JSON.parse(bytes.toString());
    } catch {
      return 1007;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return 1007;
    const { type, channel } = value as Record<string, unknown>;
    if (type !== 'join' || typeof channel !== 'string' || channel.length > 100) return 1007;
    if (channel !== ownChannel) refusedJoins += 1;
    return null;
  };
  const judgeFrame = (f: Frame): number | null => {
    if (f.rsv !== 0) return 1002;
    const isControl = f.opcode >= 0x8;
    const length = f.declaredLength ?? BigInt(f.payload.length);
    if (f.opcode === OPCODE.continuation) {
      if (!open) return 1002;
    } else if (f.opcode === OPCODE.text || f.opcode === OPCODE.binary) {
      if (open) return 1002;
    } else if (f.opcode >= OPCODE.close && f.opcode <= OPCODE.pong) {
      if (!f.fin || length > 125n || (f.opcode === OPCODE.close && length === 1n)) return 1002;
    } else return 1002;
    if (!f.masked) return 1002;
    if (length >= 2n ** 53n) return 1009;
    if (!isControl && length > BigInt(MAX_PAYLOAD - (f.opcode === OPCODE.continuation ? open!.length : 0))) return 1009;
    if (f.opcode === OPCODE.close) {
      if (f.payload.length === 0) return 1005;
      const code = Buffer.from(f.payload).readUInt16BE(0);
      if (!isValidCloseCode(code)) return 1002;
      return isUtf8(f.payload.subarray(2)) ? code : 1007;
    }
    if (isControl) return null;
    if (f.opcode !== OPCODE.continuation) open = { opcode: f.opcode, pieces: [], length: 0 };
    open!.pieces.push(f.payload);
    open!.length += f.payload.length;
    if (!f.fin) return null;
    const message = open!;
    open = null;
    return judgeMessage(message.opcode, message.pieces);
  };
  for (const f of frames) {
    const code = judgeFrame(f);
    if (code !== null) return { code, refusedJoins };
  }
  return { code: null, refusedJoins };
}
