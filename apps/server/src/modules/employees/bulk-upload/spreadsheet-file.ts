/**
 * What kind of file an upload really is, judged by its bytes as well as its name (issue 7:
 * "not a spreadsheet by content, not only by name"), and how big a zip would grow once
 * unpacked, read from its central directory before any decompression.
 */
export type SpreadsheetKind = 'csv' | 'xlsx' | 'xls';

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const OLE_HEADER = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (buffer: Buffer, bytes: number[]) => bytes.every((b, i) => buffer[i] === b);

/** Text has no control bytes but tab, line feed and carriage return (binary files do). */
function looksLikeText(buffer: Buffer): boolean {
  return buffer.subarray(0, 64 * 1024).every((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0d);
}

/** The kind when name and content agree, else null. */
export function detectSpreadsheetKind(buffer: Buffer, filename: string): SpreadsheetKind | null {
  const name = filename.toLowerCase();
  if (name.endsWith('.xlsx')) return startsWith(buffer, ZIP_LOCAL_HEADER) ? 'xlsx' : null;
  if (name.endsWith('.xls')) return startsWith(buffer, OLE_HEADER) ? 'xls' : null;
  if (name.endsWith('.csv')) return buffer.length > 0 && looksLikeText(buffer) ? 'csv' : null;
  return null;
}

/**
 * The sum of the uncompressed sizes the zip's central directory declares, or null when the
 * directory cannot be found (a truncated or damaged file).
 */
export function zipUncompressedSize(buffer: Buffer): number | null {
  const EOCD = 0x06054b50;
  const searchFrom = Math.max(0, buffer.length - 22 - 0xffff);
  for (let at = buffer.length - 22; at >= searchFrom; at--) {
    if (buffer.readUInt32LE(at) !== EOCD) continue;
    const entries = buffer.readUInt16LE(at + 10);
    let offset = buffer.readUInt32LE(at + 16);
    let total = 0;
    for (let i = 0; i < entries; i++) {
      if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50) return null;
      total += buffer.readUInt32LE(offset + 24);
      offset += 46 + buffer.readUInt16LE(offset + 28) + buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32);
    }
    return total;
  }
  return null;
}
