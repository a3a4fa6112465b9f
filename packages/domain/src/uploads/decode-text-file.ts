/**
 * The text of an uploaded text file (CSV today; the roster and demand uploads to come), read in
 * the encoding its bytes show, or refused (issue 24, decision 134). Spreadsheet programs write
 * CSV in four ways: UTF-8 with a byte order mark (Excel's "CSV UTF-8"), UTF-8 without one
 * (Google Sheets, LibreOffice, most scripts), UTF-16 with a mark (Excel's "Unicode text") and
 * Windows-1252 (Excel's plain "CSV" on a Western Windows). Guessing wrong turns "José" into
 * "JosÃ©" and reports success, so the rule reads only what it can tell apart:
 * 1. a byte order mark names the encoding: UTF-8, UTF-16 LE or UTF-16 BE;
 * 2. otherwise bytes that are valid UTF-8 are UTF-8 (a Windows-1252 text with an accent almost
 *    never is);
 * 3. otherwise the bytes are Windows-1252, if they look like it: no byte 1252 leaves undefined,
 *    no valid UTF-8 sequence beside the invalid bytes (that is two encodings in one file: rows
 *    pasted from another export), and no symbol wedged inside a word (what another 8-bit code
 *    page's letters become: Polish "ł" is "³" in 1252, DOS "ñ" is "¤").
 * A NUL is refused in any 8-bit text (it is a UTF-16 file without its mark, or not text).
 */
import { MESSAGES } from '../messages.ts';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type DecodedTextFile =
  | { encoding: TextEncoding; text: string }
  /** No supported encoding reads the file; `line` (from 1) holds the first byte that fails. */
  | { refused: 'unreadable'; line: number; message: string }
  /** Valid UTF-8 on `utf8Line` and bytes UTF-8 cannot read on `otherLine`. */
  | { refused: 'mixed'; utf8Line: number; otherLine: number; message: string };

/**
 * The domain compiles without the DOM's types, but TextDecoder is in every runtime it runs in
 * (Node, browsers, workers); it decodes UTF-8 and UTF-16 here, natively and fast.
 */
declare const TextDecoder: new (label: string, options?: { fatal?: boolean; ignoreBOM?: boolean }) => { decode(input: Uint8Array): string };

const LINE_FEED = 0x0a;

/** The encoding a byte order mark at the start names, or null without one. */
export function byteOrderMark(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

const unreadable = (line: number): DecodedTextFile => ({ refused: 'unreadable', line, message: MESSAGES.uploadEncodingUnreadable(line) });

/** Line (from 1) of the byte or UTF-16 unit at `index`: one more than the line feeds before it. */
function lineAt(units: ArrayLike<number>, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (units[i] === LINE_FEED) line++;
  return line;
}

/**
 * The length of the valid UTF-8 sequence of two or more bytes starting at `at`, or 0 when none
 * starts there. Valid as the WHATWG decoder reads it: no overlong forms, no surrogates, nothing
 * past U+10FFFF.
 */
function multiByteSequenceAt(bytes: Uint8Array, at: number): number {
  const lead = bytes[at]!;
  const isContinuation = (offset: number, low = 0x80, high = 0xbf) => {
    const b = bytes[at + offset];
    return b !== undefined && b >= low && b <= high;
  };
  if (lead >= 0xc2 && lead <= 0xdf) return isContinuation(1) ? 2 : 0;
  if (lead >= 0xe0 && lead <= 0xef) {
    const second = lead === 0xe0 ? isContinuation(1, 0xa0) : lead === 0xed ? isContinuation(1, 0x80, 0x9f) : isContinuation(1);
    return second && isContinuation(2) ? 3 : 0;
  }
  if (lead >= 0xf0 && lead <= 0xf4) {
    const second = lead === 0xf0 ? isContinuation(1, 0x90) : lead === 0xf4 ? isContinuation(1, 0x80, 0x8f) : isContinuation(1);
    return second && isContinuation(2) && isContinuation(3) ? 4 : 0;
  }
  return 0;
}

/** Where a file that is not valid UTF-8 first shows a valid multi-byte sequence, and first fails. */
function findUtf8Lines(bytes: Uint8Array): { utf8Line: number | null; invalidLine: number } {
  let line = 1;
  let utf8Line: number | null = null;
  let invalidLine: number | null = null;
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    if (b < 0x80) {
      if (b === LINE_FEED) line++;
      i++;
      continue;
    }
    const length = multiByteSequenceAt(bytes, i);
    if (length > 0) utf8Line ??= line;
    else invalidLine ??= line;
    if (utf8Line !== null && invalidLine !== null) break;
    i += Math.max(length, 1);
  }
  // Only called when strict decoding failed, so some byte was invalid.
  return { utf8Line, invalidLine: invalidLine ?? line };
}

/**
 * Windows-1252's symbols from 0x80-0xBF, × and ÷: none stands between two letters in a Western
 * word, while another 8-bit code page's letters read as them. Left out as word-inner: ‘ ’ and ´
 * (apostrophes: O’Neil), · (Catalan: Gal·la), – and — (Smith–Jones), no-break space and soft
 * hyphen; the letters of that range (Š š Œ œ Ž ž Ÿ ƒ ª µ º ˆ) are letters.
 */
const SYMBOL_INSIDE_A_WORD = /\p{L}[€‚„…†‡‰‹“”•˜™›¡¢£¤¥¦§¨©«¬®¯°±²³¶¸¹»¼½¾¿×÷]+\p{L}/u;

/**
 * Windows-1252's characters for 0x80-0x9F, by the WHATWG index; an empty place is one of the
 * five bytes it leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D). Everything else is Latin-1,
 * byte for code point. By hand, because Node 20's TextDecoder('windows-1252') decodes
 * ISO-8859-1: 0x80 comes out as the control U+0080, not €.
 */
const WINDOWS_1252_0X80 = [...'€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ'].map((c) => (c === ' ' ? -1 : c.charCodeAt(0)));

function decodeWindows1252(bytes: Uint8Array): DecodedTextFile {
  // As UTF-16 LE bytes for the native decoder (whole, a 10 MB file is read in about 0.3 s).
  const utf16 = new Uint8Array(bytes.length * 2);
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    const unit = b >= 0x80 && b < 0xa0 ? WINDOWS_1252_0X80[b - 0x80]! : b;
    if (unit < 0) return unreadable(lineAt(bytes, i));
    utf16[2 * i] = unit & 0xff;
    utf16[2 * i + 1] = unit >> 8;
  }
  const text = new TextDecoder('utf-16le').decode(utf16);
  const symbol = SYMBOL_INSIDE_A_WORD.exec(text);
  // One character per byte, so the match's index is the byte's too.
  if (symbol) return unreadable(lineAt(bytes, symbol.index + 1));
  return { encoding: 'windows-1252', text };
}

/** UTF-16 after its mark: whole code units, every surrogate paired, no NUL. */
function decodeUtf16(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): DecodedTextFile {
  const body = bytes.subarray(2);
  const units = new Uint16Array(body.length >> 1);
  for (let i = 0; i < units.length; i++) {
    units[i] = encoding === 'utf-16le' ? body[2 * i]! | (body[2 * i + 1]! << 8) : (body[2 * i]! << 8) | body[2 * i + 1]!;
  }
  if (body.length % 2 === 1) return unreadable(lineAt(units, units.length));
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const isLow = unit >= 0xdc00 && unit <= 0xdfff;
    const next = units[i + 1];
    if (unit === 0 || isLow || (isHigh && (next === undefined || next < 0xdc00 || next > 0xdfff))) return unreadable(lineAt(units, i));
    if (isHigh) i++;
  }
  return { encoding, text: new TextDecoder(encoding, { ignoreBOM: true }).decode(body) };
}

/** The text of an uploaded text file and the encoding it was read in, or why it is refused. */
export function decodeTextFile(bytes: Uint8Array): DecodedTextFile {
  const mark = byteOrderMark(bytes);
  if (mark === 'utf-16le' || mark === 'utf-16be') return decodeUtf16(bytes, mark);
  const nulAt = bytes.indexOf(0);
  if (nulAt >= 0) return unreadable(lineAt(bytes, nulAt));
  try {
    // The decoder drops a UTF-8 byte order mark and throws at the first invalid byte.
    return { encoding: 'utf-8', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    // Not UTF-8 throughout: Windows-1252, or two encodings.
  }
  const { utf8Line, invalidLine } = findUtf8Lines(bytes);
  // A UTF-8 mark counts as UTF-8: it is a valid three-byte sequence.
  if (utf8Line !== null) return { refused: 'mixed', utf8Line, otherLine: invalidLine, message: MESSAGES.uploadEncodingMixed(utf8Line, invalidLine) };
  return decodeWindows1252(bytes);
}
