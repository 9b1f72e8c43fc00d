import { readFileSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { preact } from '@preact/preset-vite'
import { type Alias, build, type Plugin } from 'vite'
import {
  PRERENDERED_PAGES,
  type PrerenderedPage,
  prerenderedFile,
  serverRenderDir,
  WELCOME_TOUR_RENDERER,
} from '../../shared/constants/prerendered-pages.ts'
import { ENABLED_UI_LANGUAGES, type EnabledUiLanguage } from '../../shared/constants/ui-languages.ts'
import { prerenderedPage } from './prerendered-page.ts'

const ENTRIES = {
  prerender: 'src/web/prerender/render-page.tsx',
  [WELCOME_TOUR_RENDERER.replace(/\.mjs$/, '')]: 'src/web/prerender/render-welcome-tour.tsx',
}

/**
 * Issue 12: after the web build, renders the public pages (PRERENDERED_PAGES) to HTML in each
 * language and writes them beside index.html (`prerendered/login.sv.html`), from the built
 * index.html, so they load the same bundles (with the stylesheet inside: prerendered-page.ts).
 * The components are the app's own, built for Node in a second, server-side build with this
 * folder's i18n module in place of the browser's. That build stays beside the web root
 * (`serverRenderDir`): the server renders a signed-in page's welcome tour with it.
 */
export function prerenderPages(): Plugin {
  let root = ''
  let outDir = ''
  let aliases: Alias[] = []
  let serverBuild = false
  return {
    name: 'dealerpilot:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
      aliases = config.resolve.alias
      serverBuild = Boolean(config.build.ssr)
    },
    closeBundle: {
      // Before the precompression of the build (which then finds these pages too).
      order: 'pre',
      sequential: true,
      async handler() {
        if (serverBuild) return
        const serverDir = serverRenderDir(outDir)
        await build({
          configFile: false,
          root,
          publicDir: false,
          logLevel: 'warn',
          plugins: [preact()],
          // Everything bundled: the libraries' React imports must reach Preact as in the browser.
          ssr: { noExternal: true },
          resolve: {
            alias: [
              {
                find: '#web/lib/i18n.ts',
                replacement: path.resolve(root, 'src/web/prerender/prerender-i18n.ts'),
              },
              // A dialog's content where it stands, not nowhere (inline-portal.tsx).
              {
                find: /^@radix-ui\/react-portal$/,
                replacement: path.resolve(root, 'src/web/prerender/inline-portal.tsx'),
              },
              ...aliases,
            ],
          },
          build: {
            ssr: true,
            outDir: serverDir,
            emptyOutDir: true,
            minify: false,
            rolldownOptions: {
              input: ENTRIES,
              output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
              // Decision 021: react-router's useOptimistic, which Preact lacks (as in vite.config.ts).
              onLog(level, log, handler) {
                if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return
                handler(level, log)
              },
            },
          },
        })
        const { renderPage } = (await import(pathToFileURL(path.join(serverDir, 'prerender.mjs')).href)) as {
          renderPage: (page: PrerenderedPage, language: EnabledUiLanguage) => Promise<string>
        }
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8')
        const styles = (href: string) => readFileSync(path.join(outDir, href), 'utf8')
        for (const page of Object.values(PRERENDERED_PAGES))
          for (const language of ENABLED_UI_LANGUAGES) {
            const file = path.join(outDir, prerenderedFile(page, language))
            const body = await renderPage(page, language)
            await mkdir(path.dirname(file), { recursive: true })
            await writeFile(file, prerenderedPage({ template, body, language, styles }))
          }
      },
    },
  }
}
