/**
 * A zip that lies about its size (issue 13): one entry, xl/worksheets/sheet1.xml, whose local
 * header and central directory both declare `declaredBytes` unpacked, while its deflate stream
 * unpacks to `realBytes` of zeros (1 GB deflates to about 1 MB). Named .xlsx it passes every
 * check that trusts the declared sizes.
 */
import zlib from 'node:zlib';

async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflater = zlib.createDeflateRaw();
  const chunks: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => deflater.on('end', resolve));
  const megabyte = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= megabyte.length) deflater.write(megabyte.subarray(0, Math.min(left, megabyte.length)));
  deflater.end();
  await ended;
  return Buffer.concat(chunks);
}

export async function zipWithFalseSizes(realBytes: number, declaredBytes = 4096): Promise<Buffer> {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const data = await deflatedZeros(realBytes);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declaredBytes, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(20, 6); // version needed
  central.writeUInt16LE(8, 10); // deflate
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declaredBytes, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42); // local header at the start
  const directoryAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
