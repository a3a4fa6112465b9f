import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress.ts';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressed build', () => {
  it('writes a .br and a .gz beside each text file, in folders too, that decode to the file', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = 'export const stations = ["1-01", "1-02"];\n'.repeat(200);
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>' + '<div></div>'.repeat(100));

    await precompressFiles(dir);

    const js = path.join(dir, 'assets', 'index-abc.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.statSync(`${js}.br`).size).toBeLessThan(fs.statSync(`${js}.gz`).size);
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves images alone, and writes no variant that is not smaller than its file', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-precompress-'));
    fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096));
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'x');

    await precompressFiles(dir);

    expect(fs.readdirSync(dir).sort()).toEqual(['photo.png', 'tiny.js']);
  });
});
