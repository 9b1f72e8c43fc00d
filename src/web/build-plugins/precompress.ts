import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import type { Plugin } from 'vite'

/** Text files worth compressing; source maps are left alone (only developer tools fetch them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/
/** Below this a compressed copy saves less than its extra round of headers costs. */
const MIN_COMPRESS_BYTES = 1024

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full])
    }),
  )
  return nested.flat()
}

/**
 * Issue 12: writes `name.br` (quality 11) and `name.gz` (level 9) beside every compressible file of
 * the build, so the server sends them as they are (serveStatic's `precompressed`) and no request
 * pays for compressing, at the strongest settings, which would be too slow per request.
 */
export function precompressBuild(): Plugin {
  let outDir = ''
  return {
    name: 'dealerpilot:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file))
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_COMPRESS_BYTES) return
          const content = await readFile(file)
          const [brotli, gzipped] = await Promise.all([
            promisify(brotliCompress)(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
            promisify(gzip)(content, { level: 9 }),
          ])
          await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)])
        }),
      )
    },
  }
}
