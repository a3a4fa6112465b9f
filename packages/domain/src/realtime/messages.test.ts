import { describe, expect, it } from 'vitest';
import { assignmentsChannel, CHANNEL_MAX_LENGTH, readClientMessage } from './messages.ts';

const CHANNEL = assignmentsChannel('6f1c2b3a-1d2e-4f5a-8b9c-0d1e2f3a4b5c');

describe('readClientMessage', () => {
  it('reads the join the browser sends', () => {
    expect(readClientMessage(JSON.stringify({ type: 'join', channel: CHANNEL }))).toEqual({ ok: true, message: { type: 'join', channel: CHANNEL } });
  });

  it('reads a join of any channel name within the limit, so the server can refuse another center in words', () => {
    expect(readClientMessage(JSON.stringify({ type: 'join', channel: 'assignments:someone-else' }))).toMatchObject({ ok: true });
    expect(readClientMessage(JSON.stringify({ type: 'join', channel: '' }))).toMatchObject({ ok: true });
  });

  it('drops fields it does not know instead of refusing the message', () => {
    const reading = readClientMessage(`{"type":"join","channel":"${CHANNEL}","since":41,"__proto__":{"isAdmin":true}}`);
    expect(reading).toEqual({ ok: true, message: { type: 'join', channel: CHANNEL } });
    expect(reading.ok && Object.getPrototypeOf(reading.message)).toBe(Object.prototype);
  });

  it.each([
    ['null', 'null'],
    ['a number', '1'],
    ['a string', '"join"'],
    ['an array', '[{"type":"join"}]'],
    ['an empty object', '{}'],
    ['a type that is not a string', '{"type":["join"],"channel":"x"}'],
    ['an unknown type', '{"type":"leave","channel":"x"}'],
    ['a join without a channel', '{"type":"join"}'],
    ['a channel that is not text', '{"type":"join","channel":{"toString":"x"}}'],
    ['a channel over the limit', JSON.stringify({ type: 'join', channel: 'x'.repeat(CHANNEL_MAX_LENGTH + 1) })],
    ['a type only on the prototype', '{"__proto__":{"type":"join"},"channel":"x"}'],
  ])('refuses %s as not a client message, saying what is wrong', (_, text) => {
    const reading = readClientMessage(text);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.reason).toMatch(/^not a client message \(.+\)$/);
  });

  it.each(['', 'nul', '{"type":"join",}', "{'type':'join'}", '{"type":"join"}{"type":"join"}', '\u0000'])('refuses %j as not JSON', (text) => {
    expect(readClientMessage(text)).toEqual({ ok: false, reason: 'not JSON' });
  });

  it('keeps the reason short whatever the message holds', () => {
    const reading = readClientMessage(JSON.stringify({ type: 'x'.repeat(4000) }));
    expect(!reading.ok && reading.reason.length).toBeLessThan(200);
  });
});
