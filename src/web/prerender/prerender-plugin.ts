import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { type Alias, build, type Plugin } from 'vite'
import { PRERENDERED_PAGES, type PrerenderedPage, prerenderedFile } from '#shared/constants/prerendered-pages'
import { ENABLED_UI_LANGUAGES, type EnabledUiLanguage } from '#shared/constants/ui-languages'
import { prerenderedPage } from './prerendered-page.ts'

/**
 * Issue 12: after the web build, renders the public pages (PRERENDERED_PAGES) to HTML in each
 * language and writes them beside index.html (`prerendered/login.sv.html`), from the built
 * index.html, so they load the same bundles (with the stylesheet inside: prerendered-page.ts).
 * The components are the app's own, built for Node in a second, server-side build with this
 * folder's i18n module in place of the browser's, into a temporary folder removed afterwards.
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
        const serverDir = await mkdtemp(path.join(tmpdir(), 'dealerpilot-prerender-'))
        try {
          await renderPages(serverDir)
        } finally {
          await rm(serverDir, { recursive: true, force: true })
        }
      },
    },
  }

  async function renderPages(serverDir: string) {
    await build({
      configFile: false,
      root,
      publicDir: false,
      logLevel: 'warn',
      plugins: [react()],
      // Everything bundled: the app's `#web/…` imports and the aliases below must reach the libraries too.
      ssr: { noExternal: true },
      resolve: {
        alias: [
          {
            find: '#web/lib/i18n.ts',
            replacement: path.resolve(root, 'src/web/prerender/prerender-i18n.ts'),
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
          input: { prerender: 'src/web/prerender/render-page.tsx' },
          output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
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
  }
}
