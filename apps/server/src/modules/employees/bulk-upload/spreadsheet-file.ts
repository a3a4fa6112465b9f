/**
 * What kind of file an upload really is, judged by its bytes as well as its name (issue 7:
 * "not a spreadsheet by content, not only by name"), how big a zip would grow once
 * unpacked: as its central directory declares, and as its entries really inflate (issue 13:
 * a zip bomb declares a few KB and unpacks to a GB), and the text of a CSV in the encoding its
 * bytes show (issue 24: a UTF-8 file without a mark was read as Windows-1252).
 */
import zlib from 'node:zlib';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { byteOrderMark, decodeTextFile } from '@stationboard/domain/uploads/decode-text-file';

export type SpreadsheetKind = 'csv' | 'xlsx' | 'xls';

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const OLE_HEADER = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (buffer: Buffer, bytes: number[]) => bytes.every((b, i) => buffer[i] === b);

const isTextCharacter = (code: number) => code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

function isTextIn16BitUnits(bytes: Buffer, order: 'utf-16le' | 'utf-16be'): boolean {
  for (let at = 0; at + 1 < bytes.length; at += 2) {
    if (!isTextCharacter(order === 'utf-16le' ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at))) return false;
  }
  return true;
}

/**
 * Text has no control characters but tab, line feed and carriage return (binary files do),
 * counted in 16-bit units after a UTF-16 mark, else in bytes or, for UTF-16 that lost its
 * mark, in units of either order: `decodeUploadedText` then refuses that file with a message
 * about its encoding rather than its type (decision 134).
 */
function looksLikeText(buffer: Buffer): boolean {
  const start = buffer.subarray(0, 64 * 1024);
  const mark = byteOrderMark(start);
  if (mark === 'utf-16le' || mark === 'utf-16be') return isTextIn16BitUnits(start.subarray(2), mark);
  return start.every(isTextCharacter) || isTextIn16BitUnits(start, 'utf-16le') || isTextIn16BitUnits(start, 'utf-16be');
}

/** The kind when name and content agree, else null. */
export function detectSpreadsheetKind(buffer: Buffer, filename: string): SpreadsheetKind | null {
  const name = filename.toLowerCase();
  if (name.endsWith('.xlsx')) return startsWith(buffer, ZIP_LOCAL_HEADER) ? 'xlsx' : null;
  if (name.endsWith('.xls')) return startsWith(buffer, OLE_HEADER) ? 'xls' : null;
  if (name.endsWith('.csv')) return buffer.length > 0 && looksLikeText(buffer) ? 'csv' : null;
  return null;
}

type ZipEntry = { declaredSize: number; localHeaderAt: number };

/**
 * The entries the central directory lists, walked as SheetJS walks them (it reads every one,
 * from its local header), or null when the directory cannot be found (a truncated or damaged
 * file).
 */
function zipEntries(buffer: Buffer): ZipEntry[] | null {
  const EOCD = 0x06054b50;
  const searchFrom = Math.max(0, buffer.length - 22 - 0xffff);
  for (let at = buffer.length - 22; at >= searchFrom; at--) {
    if (buffer.readUInt32LE(at) !== EOCD) continue;
    const count = buffer.readUInt16LE(at + 10);
    let offset = buffer.readUInt32LE(at + 16);
    const entries: ZipEntry[] = [];
    for (let i = 0; i < count; i++) {
      if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50) return null;
      entries.push({ declaredSize: buffer.readUInt32LE(offset + 24), localHeaderAt: buffer.readUInt32LE(offset + 42) });
      offset += 46 + buffer.readUInt16LE(offset + 28) + buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32);
    }
    return entries;
  }
  return null;
}

/** The sum of the uncompressed sizes the zip's central directory declares, or null when it is damaged. */
export function zipUncompressedSize(buffer: Buffer): number | null {
  return zipEntries(buffer)?.reduce((sum, entry) => sum + entry.declaredSize, 0) ?? null;
}

/**
 * Bytes a deflate stream really unpacks to, counted as they come and no further than just past
 * `budget`. zlib's stream works on libuv's thread pool, so the event loop stays free, and
 * nothing past the budget is ever produced or kept.
 */
function inflatedBytes(deflated: Buffer, budget: number): Promise<number> {
  return new Promise((resolve) => {
    let count = 0;
    const inflater = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
    inflater.on('data', (chunk: Buffer) => {
      count += chunk.length;
      if (count <= budget) return;
      inflater.destroy();
      resolve(count);
    });
    // A stream cut short or corrupt stops the count here; SheetJS then refuses the file.
    inflater.on('error', () => resolve(count));
    inflater.on('end', () => resolve(count));
    inflater.end(deflated);
  });
}

/**
 * What the zip's entries really unpack to, whatever their headers declare: each entry's data
 * is inflated from its local header on, as SheetJS will inflate it, and counting stops as soon
 * as the total passes `limit` (the answer is then just over it). Null when the directory or a
 * local header cannot be found.
 */
export async function zipInflatedSize(buffer: Buffer, limit: number): Promise<number | null> {
  const entries = zipEntries(buffer);
  if (!entries) return null;
  let total = 0;
  for (const { localHeaderAt: at } of entries) {
    if (at + 30 > buffer.length) return null;
    const dataAt = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
    const method = buffer.readUInt16LE(at + 8);
    if (method === 0) total += Math.max(0, Math.min(buffer.readUInt32LE(at + 18), buffer.length - dataAt));
    if (method === 8) total += await inflatedBytes(buffer.subarray(dataAt), limit - total);
    if (total > limit) break;
  }
  return total;
}

export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

/**
 * The kind of an upload; refuses, before any parsing, a file that is empty, not the spreadsheet its name says, a
 * damaged zip, or a zip that unpacks to more than 100 MB by its declared sizes (an honest
 * giant, refused at once) or by what it really inflates to (a liar, refused as soon as the
 * count passes the limit).
 */
export async function checkSpreadsheetFile(buffer: Buffer, filename: string): Promise<SpreadsheetKind> {
  if (buffer.length === 0) throw new AppError('BAD_REQUEST', 'The file is empty');
  const kind = detectSpreadsheetKind(buffer, filename);
  if (!kind) throw new AppError('BAD_REQUEST', MESSAGES.uploadWrongType);
  if (kind !== 'xlsx') return kind;
  const declared = zipUncompressedSize(buffer);
  const unpacked = declared === null || declared > MAX_UNPACKED_BYTES ? declared : await zipInflatedSize(buffer, MAX_UNPACKED_BYTES);
  if (unpacked === null) throw new AppError('BAD_REQUEST', 'The file is damaged or incomplete');
  if (unpacked > MAX_UNPACKED_BYTES) throw new AppError('BAD_REQUEST', 'The file unpacks to more than 100 MB; it is not a plain employee list');
  return kind;
}

/**
 * The text of a CSV upload, read in the encoding its bytes show (UTF-8 with or without a mark,
 * UTF-16 with one, Windows-1252); a file none of them reads, or that mixes two, is refused
 * with a message that says so and names the line (decision 134). SheetJS is then handed the
 * text, never the bytes, whose encoding it would guess.
 */
export function decodeUploadedText(buffer: Buffer): string {
  const decoded = decodeTextFile(buffer);
  if ('refused' in decoded) throw new AppError('BAD_REQUEST', decoded.message);
  return decoded.text;
}
