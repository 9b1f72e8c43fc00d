import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// In development Vite serves the web app and forwards /api, including the realtime WebSocket at
// /api/realtime, to the API server so both share one origin. `npm run dev` hands both processes
// the same environment, so the server's PORT is the fallback when API_PORT is not set.
const apiTarget = `http://localhost:${process.env.API_PORT || process.env.PORT || '3000'}`
const apiProxy = { '/api': { target: apiTarget, ws: true } }

export default defineConfig({
  root: '.',
  publicDir: 'src/web/public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor code in its own chunks, so a release that only changes the app
        // keeps the browser's cached copies of these.
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
            {
              name: 'vendor-radix',
              test: /node_modules[\\/](radix-ui|@radix-ui|@floating-ui|aria-hidden|react-remove-scroll.*)[\\/]/,
              priority: 20,
            },
            {
              name: 'vendor-forms',
              test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/,
              priority: 20,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, strictPort: true, proxy: apiProxy },
})
