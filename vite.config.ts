import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

// In development Vite serves the web app and forwards /api, including the realtime WebSocket at
// /api/realtime, to the API server so both share one origin. `npm run dev` hands both processes
// the same environment, so the server's PORT is the fallback when API_PORT is not set.
const apiTarget = `http://localhost:${process.env.API_PORT || process.env.PORT || '3000'}`
const apiProxy = { '/api': { target: apiTarget, ws: true } }

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
function precompressBuild(): Plugin {
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

export default defineConfig({
  root: '.',
  publicDir: 'src/web/public',
  plugins: [react(), tailwindcss(), precompressBuild()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor code in its own chunks, so a release that only changes the app keeps the
        // browser's cached copies of these. A group is one file that loads whole, so only libraries
        // that load together sit in one: react and the router and the query cache (the first paint),
        // better-auth (sign-in pages and the signed-in shell). A catch-all vendor group made every first
        // load carry recharts, radix and zod (issue 12: initial JS <= 170 KB gzip). A group also takes
        // in every dependency of what it matches (clsx, used by the shell, went into a recharts group
        // that way), so the rest splits by who imports it: recharts and d3 load with the chart pages.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 40,
            },
            { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
            {
              name: 'vendor-auth',
              test: /node_modules[\\/](better-auth|@better-auth|better-call|@better-fetch|nanostores|jose|defu)[\\/]/,
              priority: 30,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, strictPort: true, proxy: apiProxy },
})
