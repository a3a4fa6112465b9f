import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every text file
 * under `dir`, the files the server hands out as they are to a client that accepts them
 * (decision 115). The time goes into the build once instead of into every answer. A variant
 * that is not smaller than its file is not written.
 */
export async function precompressFiles(dir: string): Promise<void> {
  const names = (await fs.readdir(dir, { recursive: true })).filter((name) => COMPRESSIBLE.test(name));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const content = await fs.readFile(file);
      const variants = await Promise.all([
        brotli(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        }).then((data) => ({ data, extension: '.br' })),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }).then((data) => ({ data, extension: '.gz' })),
      ]);
      for (const { data, extension } of variants) {
        if (data.length < content.length) await fs.writeFile(file + extension, data);
      }
    }),
  );
}

/** Precompresses the finished build (public files included). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'stationboard:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFiles(outDir);
    },
  };
}
