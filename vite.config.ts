import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { firstLoadGroups } from './src/web/build-plugins/first-load-groups.ts'
import { precompressBuild } from './src/web/build-plugins/precompress.ts'
import { preloadPageCode, STRINGS_FILE, signedInStrings } from './src/web/build-plugins/preload-page-code.ts'
import { prerenderPages } from './src/web/prerender/prerender-plugin.ts'

// In development Vite serves the web app and forwards /api, including the realtime WebSocket at
// /api/realtime, to the API server so both share one origin. `npm run dev` hands both processes
// the same environment, so the server's PORT is the fallback when API_PORT is not set.
const apiTarget = `http://localhost:${process.env.API_PORT || process.env.PORT || '3000'}`
const apiProxy = { '/api': { target: apiTarget, ws: true } }

/** The libraries with chunks of their own (`codeSplitting.groups` below). */
const VENDOR = {
  react: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  query: /node_modules[\\/]@tanstack[\\/]/,
  icons: /node_modules[\\/]lucide-react[\\/]/,
  auth: /node_modules[\\/](better-auth|@better-auth|better-call|@better-fetch|nanostores|jose|defu)[\\/]/,
}

const firstLoad = firstLoadGroups(Object.values(VENDOR))
const SIGNED_IN_STRINGS = signedInStrings()

export default defineConfig({
  root: '.',
  publicDir: 'src/web/public',
  plugins: [
    react(),
    tailwindcss(),
    precompressBuild(),
    preloadPageCode(),
    prerenderPages(),
    firstLoad.plugin,
  ],
  // Issue 12: every chunk that uses zod gets it through lib/zod-without-eval.ts (see there).
  resolve: {
    alias: [{ find: /^zod$/, replacement: path.resolve('src/web/lib/zod-without-eval.ts') }],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // A language's namespace reads as such in the network panel (see STRINGS_FILE).
        chunkFileNames: (chunk) => {
          const strings = chunk.facadeModuleId ? STRINGS_FILE.exec(chunk.facadeModuleId) : null
          return strings ? `assets/strings-${strings[1]}-${strings[2]}-[hash].js` : 'assets/[name]-[hash].js'
        },
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
              test: VENDOR.react,
              priority: 40,
            },
            { name: 'vendor-query', test: VENDOR.query, priority: 30 },
            // Issue 12: every icon in one file. Alone, each became a chunk of a few hundred bytes per set of
            // pages using it: 30 of a signed-in first load's 96 requests, each a round trip on a slow
            // network, for 12 KB in all.
            { name: 'icons', test: VENDOR.icons, priority: 20 },
            // Issue 12: everything the entry imports statically (bar the vendor groups above) is one
            // file; apart, they were 16 files under 2 KB, each one more request before the first render.
            // The entry (index.html's script) stays out: its chunk has to stay the entry for Vite.
            {
              name: 'app-core',
              tags: ['$initial'],
              test: (id) => !/index\.html|[\\/]src[\\/]web[\\/]main\.tsx$|\.css$/.test(id),
              priority: 15,
            },
            // Highest first: each of these sets is closed under static imports (see firstLoadGroups).
            {
              name: 'signed-in-shared',
              test: (id) => firstLoad.groupOf.get(id) === 'signed-in-shared',
              priority: 12,
            },
            {
              name: 'signed-in-later',
              test: (id) => firstLoad.groupOf.get(id) === 'signed-in-later',
              priority: 11.5,
            },
            { name: 'app-shell', test: (id) => firstLoad.groupOf.get(id) === 'app-shell', priority: 11 },
            {
              name: 'public-shared',
              test: (id) => firstLoad.groupOf.get(id) === 'public-shared',
              priority: 10,
            },
            // One language's strings of the signed-in layout (signedInStrings), named like the others.
            {
              name: (id) => {
                const strings = STRINGS_FILE.exec(id)
                return strings && SIGNED_IN_STRINGS.has(strings[2]) ? `strings-${strings[1]}-signed-in` : null
              },
              debugName: 'strings-signed-in',
              test: STRINGS_FILE,
              priority: 5,
            },
            {
              name: 'vendor-auth',
              test: VENDOR.auth,
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
