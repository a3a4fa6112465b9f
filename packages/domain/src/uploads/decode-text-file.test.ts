import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { byteOrderMark, decodeTextFile } from './decode-text-file.ts';

// As in the rule itself: in every runtime, absent from the domain's ES-only types.
declare const TextEncoder: new () => { encode(text: string): Uint8Array };

const NAMES = 'Núñez, José\nÅngström, Zoë\nLefèvre, François\nMüller, Jürgen\n';

const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : [...part])));
/** Windows-1252 (and Latin-1) bytes of a text whose characters are all below U+0100 and outside U+0080-U+009F. */
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
/** UTF-16 with its mark, code unit by code unit (so a lone surrogate stays one). */
function utf16(text: string, order: 'le' | 'be'): Uint8Array {
  const marked = '\ufeff' + text;
  const units = Array.from({ length: marked.length }, (_, i) => marked.charCodeAt(i));
  return Uint8Array.from(units.flatMap((unit) => (order === 'le' ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff])));
}

describe('decodeTextFile reads each encoding a spreadsheet program writes', () => {
  it('reads UTF-8 without a byte order mark, as Google Sheets and LibreOffice write it', () => {
    expect(decodeTextFile(bytes(NAMES))).toEqual({ encoding: 'utf-8', text: NAMES });
  });

  it('reads UTF-8 with a byte order mark and leaves the mark out of the text', () => {
    expect(decodeTextFile(bytes([0xef, 0xbb, 0xbf], NAMES))).toEqual({ encoding: 'utf-8', text: NAMES });
  });

  it('reads UTF-16 little and big endian after their marks, characters outside the BMP included', () => {
    const text = `${NAMES}Chen, 𠀋 🙂\n`;
    expect(decodeTextFile(utf16(text, 'le'))).toEqual({ encoding: 'utf-16le', text });
    expect(decodeTextFile(utf16(text, 'be'))).toEqual({ encoding: 'utf-16be', text });
  });

  it('reads Windows-1252 when the bytes are not UTF-8, its own letters and punctuation of 0x80-0x9F included', () => {
    expect(decodeTextFile(latin1(NAMES))).toEqual({ encoding: 'windows-1252', text: NAMES });
    const specials = bytes(
      latin1('O'),
      [0x92],
      latin1('Neil, Ren\xe9e '),
      [0x80],
      latin1('5\nGal\xb7la, '),
      [0x8a, 0x9a, 0x8c, 0x9c, 0x9f],
      latin1(' Smith'),
      [0x96],
      latin1('Jones'),
    );
    expect(decodeTextFile(specials)).toEqual({ encoding: 'windows-1252', text: 'O’Neil, Renée €5\nGal·la, ŠšŒœŸ Smith–Jones' });
  });

  it('reads plain ASCII and an empty file as UTF-8', () => {
    expect(decodeTextFile(bytes('Employee ID,Name\n1,"Lee, Ann"\r\n'))).toEqual({ encoding: 'utf-8', text: 'Employee ID,Name\n1,"Lee, Ann"\r\n' });
    expect(decodeTextFile(new Uint8Array())).toEqual({ encoding: 'utf-8', text: '' });
  });
});

describe('decodeTextFile refuses a file that mixes encodings, naming the lines', () => {
  it('refuses UTF-8 é on one line and a Windows-1252 é on another, in either order', () => {
    expect(decodeTextFile(bytes('Name\nJosé\n', [0x52, 0x65, 0x6e, 0xe9, 0x65], '\n'))).toEqual({
      refused: 'mixed',
      utf8Line: 2,
      otherLine: 3,
      message: MESSAGES.uploadEncodingMixed(2, 3),
    });
    expect(decodeTextFile(bytes('Name\n', [0x52, 0x65, 0x6e, 0xe9, 0x65], '\nJosé\n'))).toMatchObject({ refused: 'mixed', utf8Line: 3, otherLine: 2 });
  });

  it('refuses a UTF-8 byte order mark before Windows-1252 text', () => {
    expect(decodeTextFile(bytes([0xef, 0xbb, 0xbf], latin1('Name\nRen\xe9e\n')))).toMatchObject({ refused: 'mixed', utf8Line: 1, otherLine: 2 });
  });

  it('refuses a UTF-8 file cut inside its last character', () => {
    expect(decodeTextFile(bytes('Name\nJosé\nNúñ', [0xc3]))).toMatchObject({ refused: 'mixed', utf8Line: 2, otherLine: 3 });
  });

  it('does not take overlong forms, surrogates or code points past U+10FFFF for UTF-8', () => {
    expect(decodeTextFile(bytes(latin1('Ren\xe9e\n'), [0xc1, 0xbf, 0x0a, 0xe0, 0x80, 0x80, 0x0a, 0xed, 0xa0, 0x80]))).toEqual({
      encoding: 'windows-1252',
      text: 'Renée\nÁ¿\nà€€\ní\u00a0€',
    });
    // 0x90 is also undefined in Windows-1252: unreadable, but not a mix.
    expect(decodeTextFile(bytes(latin1('Ren\xe9e\n'), [0xf4, 0x90, 0x80, 0x80]))).toMatchObject({ refused: 'unreadable', line: 2 });
  });
});

describe('decodeTextFile refuses a file no supported encoding reads, naming the line', () => {
  it('refuses the bytes Windows-1252 leaves undefined', () => {
    for (const undefinedByte of [0x81, 0x8d, 0x8f, 0x90, 0x9d]) {
      expect(decodeTextFile(bytes(latin1('Name\nRen\xe9e\nM'), [undefinedByte], latin1('ller\n'))), undefinedByte.toString(16)).toEqual({
        refused: 'unreadable',
        line: 3,
        message: MESSAGES.uploadEncodingUnreadable(3),
      });
    }
  });

  it('refuses another 8-bit code page whose letters read as symbols inside a word', () => {
    // Windows-1250 "Stanisław Dąbrowski": ł is 0xB3 (³ in 1252), ą is 0xB9 (¹).
    expect(decodeTextFile(bytes(latin1('Name\nStanis'), [0xb3], latin1('aw D'), [0xb9], latin1('browski\n')))).toMatchObject({
      refused: 'unreadable',
      line: 2,
    });
    // DOS code page 850 "Núñez": ú is 0xA3 (£), ñ is 0xA4 (¤).
    expect(decodeTextFile(bytes(latin1('Name\nRen\xe9e\nN'), [0xa3, 0xa4], latin1('ez\n')))).toMatchObject({ refused: 'unreadable', line: 3 });
  });

  it('refuses a NUL in an 8-bit text, so UTF-16 without its mark is refused, not read as garbage', () => {
    expect(decodeTextFile(bytes('Name\nLee\n', [0x00]))).toMatchObject({ refused: 'unreadable', line: 3 });
    expect(decodeTextFile(utf16('Name\nJosé\n', 'le').subarray(2))).toMatchObject({ refused: 'unreadable', line: 1 });
  });

  it('refuses UTF-16 with a lone surrogate, an odd byte at the end, or a NUL (UTF-32 read as UTF-16)', () => {
    const loneHigh = utf16('Name\nA\ud800B\n', 'le');
    expect(decodeTextFile(loneHigh)).toMatchObject({ refused: 'unreadable', line: 2 });
    const loneLow = utf16('Name\nLee\nA\udc00\n', 'be');
    expect(decodeTextFile(loneLow)).toMatchObject({ refused: 'unreadable', line: 3 });
    expect(decodeTextFile(utf16('Name\nX', 'le').subarray(0, -1))).toMatchObject({ refused: 'unreadable', line: 2 });
    expect(decodeTextFile(bytes([0xff, 0xfe, 0x00, 0x00, 0x4e, 0x00, 0x00, 0x00]))).toMatchObject({ refused: 'unreadable', line: 1 });
  });
});

/** The bytes a decoding stands for: the text encoded again, behind the mark the file had. */
function encodeAgain(file: Uint8Array, encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252', text: string): Uint8Array {
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return utf16(text, encoding === 'utf-16le' ? 'le' : 'be');
  if (encoding === 'utf-8') return bytes(byteOrderMark(file) === 'utf-8' ? [0xef, 0xbb, 0xbf] : [], text);
  const high = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ';
  return Uint8Array.from(text, (c) => (high.includes(c) ? 0x80 + high.indexOf(c) : c.charCodeAt(0)));
}

describe('decodeTextFile never garbles', () => {
  it('gives, for thousands of byte strings mixing ASCII, UTF-8, UTF-16 and stray bytes, a text that encodes back to exactly those bytes, or a refusal', () => {
    // A fixed seed: the same files every run, so a failure can be replayed.
    let seed = 24;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    const pieces: (() => number[])[] = [
      () => [...bytes('Lee, Ann,\n')],
      () => [0x41 + random(26)],
      () => [0x80 + random(0x80)],
      () => [...bytes(String.fromCodePoint(0xa0 + random(0x2f00)))],
      () => [...bytes(String.fromCodePoint(0x10000 + random(0x1000)))],
      () => [random(0x20)],
    ];
    const marks = [[], [], [0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff]];
    const seen = new Set<string>();
    for (let n = 0; n < 3000; n++) {
      const file = bytes(marks[random(marks.length)]!, ...Array.from({ length: random(12) }, () => pieces[random(pieces.length)]!()));
      const decoded = decodeTextFile(file);
      seen.add('encoding' in decoded ? decoded.encoding : decoded.refused);
      if ('encoding' in decoded) expect(encodeAgain(file, decoded.encoding, decoded.text), [...file].join(' ')).toEqual(file);
      else expect(decoded.message).toMatch(/^The file( mixes text encodings|'s text encoding could not be read) /);
    }
    expect([...seen].sort()).toEqual(['mixed', 'unreadable', 'utf-16be', 'utf-16le', 'utf-8', 'windows-1252']);
  });
});

describe('byteOrderMark', () => {
  it('names the encoding a mark at the start gives, and nothing without one', () => {
    expect(byteOrderMark(bytes([0xef, 0xbb, 0xbf], 'a'))).toBe('utf-8');
    expect(byteOrderMark(bytes([0xff, 0xfe, 0x61, 0x00]))).toBe('utf-16le');
    expect(byteOrderMark(bytes([0xfe, 0xff, 0x00, 0x61]))).toBe('utf-16be');
    expect(byteOrderMark(bytes('a,b'))).toBeNull();
    expect(byteOrderMark(bytes([0xef, 0xbb]))).toBeNull();
  });
});
