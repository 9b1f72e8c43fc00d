import { readFileSync } from 'node:fs'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite'
import { LOCAL_SETTINGS_KEYS } from './src/web/config/local-settings.ts'
import { SHELL_NAMESPACES } from './src/web/config/shell-namespaces.ts'
import { prerenderPages } from './src/web/prerender/prerender-plugin.ts'

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

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>

/** The chunk file a source module became, and the chunks it imports statically, transitively. */
function chunkFilesOf(bundle: Bundle, sourceFile: string, leaveOut: ReadonlySet<string>): string[] {
  const start = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.facadeModuleId === path.resolve(sourceFile),
  )
  if (!start) throw new Error(`preloadPageCode: no chunk for ${sourceFile}`)
  const files: string[] = []
  const visit = (fileName: string) => {
    if (leaveOut.has(fileName) || files.includes(fileName)) return
    files.push(fileName)
    const chunk = bundle[fileName]
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported)
  }
  visit(start.fileName)
  return files
}

type PageRoute = { pattern: string; modules: string[]; namespaces: string[] }

/**
 * Each page of src/web/app/router.tsx as a pathname pattern, the route modules it loads (the signed-in
 * shell's `protected-layout` first for the pages under it) and the string namespaces they declare,
 * read from the router's source: every route there is `path: '…'` (or `index: true`) followed by its
 * `lazy` import wrapped in `withStrings([namespaces], import(…))`, and the one lazy route without a
 * path is the signed-in layout whose children follow it.
 */
function routeModulesOf(routerSource: string): PageRoute[] {
  const routes: PageRoute[] = []
  let layout: { module: string; namespaces: string[] } | undefined
  let previousEnd = 0
  const lazyImports = [...routerSource.matchAll(/import\('#web\/routes\/[\w-]+\.tsx'\)/g)].length
  const declared = [
    ...routerSource.matchAll(/withStrings\(\s*\[([^\]]*)\],\s*import\('#web\/routes\/([\w-]+\.tsx)'\)/g),
  ]
  if (declared.length !== lazyImports)
    throw new Error('preloadPageCode: every lazy route in router.tsx must be withStrings([…], import(…))')
  for (const match of declared) {
    const before = routerSource.slice(previousEnd, match.index)
    previousEnd = match.index + match[0].length
    const module = `src/web/routes/${match[2]}`
    const namespaces = [...match[1].matchAll(/'([\w-]+)'/g)].map((quoted) => quoted[1])
    const routePath = [...before.matchAll(/path: '([^']*)'/g)].at(-1)?.[1]
    const isIndex = /index: true/.test(before)
    if (routePath === undefined && !isIndex) {
      layout = { module, namespaces }
      continue
    }
    // 'chat/:botId?' -> ^/chat(?:/[^/]+)?/?$
    const pattern = (routePath ?? '')
      .split('/')
      .filter(Boolean)
      .map((segment) =>
        segment.startsWith(':') ? (segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${segment}`,
      )
      .join('')
    routes.push({
      pattern: `^${pattern}/?$`,
      modules: layout ? [layout.module, module] : [module],
      namespaces: layout ? [...new Set([...layout.namespaces, ...namespaces])] : namespaces,
    })
  }
  if (routes.length < 5) throw new Error('preloadPageCode: could not read the routes of router.tsx')
  return routes
}

/** The string namespaces the source modules in these chunks use (`useTranslation('…')`). */
async function namespacesUsedBy(bundle: Bundle, fileNames: Iterable<string>): Promise<Map<string, string>> {
  const used = new Map<string, string>()
  for (const fileName of fileNames) {
    const chunk = bundle[fileName]
    if (chunk?.type !== 'chunk') continue
    for (const id of chunk.moduleIds) {
      if (!/[\\/]src[\\/]web[\\/].*\.tsx?$/.test(id)) continue
      const source = await readFile(id, 'utf8')
      for (const match of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
        // No argument: the default namespace, `common`.
        const namespace = match[1].trim() === '' ? 'common' : /^'([\w-]+)'$/.exec(match[1].trim())?.[1]
        if (!namespace)
          throw new Error(`preloadPageCode: ${id} calls useTranslation(${match[1]}): name a namespace`)
        if (!used.has(namespace)) used.set(namespace, path.relative(process.cwd(), id))
      }
    }
  }
  return used
}

/** A chunk and everything it imports, statically or not, that the shell does not already carry. */
function reachableChunks(bundle: Bundle, sourceFile: string, shell: ReadonlySet<string>): Set<string> {
  const start = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.facadeModuleId === path.resolve(sourceFile),
  )
  if (!start) throw new Error(`preloadPageCode: no chunk for ${sourceFile}`)
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    if (shell.has(fileName) || seen.has(fileName)) return
    seen.add(fileName)
    const chunk = bundle[fileName]
    if (chunk?.type === 'chunk')
      for (const imported of [...chunk.imports, ...chunk.dynamicImports]) visit(imported)
  }
  visit(start.fileName)
  return seen
}

/**
 * Strings that are not there show as their keys, so the build fails when a route's code (or a part
 * it loads later) uses a namespace the route does not declare in router.tsx, or the shell uses one
 * beyond SHELL_NAMESPACES.
 */
async function checkDeclaredNamespaces(bundle: Bundle, shell: ReadonlySet<string>, routes: PageRoute[]) {
  const problems: string[] = []
  const shellUses = await namespacesUsedBy(bundle, shell)
  for (const [namespace, file] of shellUses)
    if (!SHELL_NAMESPACES.includes(namespace))
      problems.push(
        `${file} (in the shell) uses '${namespace}', not in SHELL_NAMESPACES (src/web/lib/i18n.ts)`,
      )
  for (const { pattern, modules, namespaces } of routes) {
    const chunks = new Set(modules.flatMap((module) => [...reachableChunks(bundle, module, shell)]))
    for (const [namespace, file] of await namespacesUsedBy(bundle, chunks))
      if (!namespaces.includes(namespace) && !SHELL_NAMESPACES.includes(namespace))
        problems.push(
          `${file} uses '${namespace}', not declared for ${modules.at(-1)} (${pattern}) in router.tsx`,
        )
  }
  if (problems.length > 0)
    throw new Error(`preloadPageCode: strings not declared:\n${[...new Set(problems)].join('\n')}`)
}

/** `src/web/locales/sv/chat.json` as a chunk name: `strings-sv-chat`. */
const STRINGS_FILE = /[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.json$/

/**
 * Issue 12: the namespaces every signed-in page loads and no public page does (the layout's: the top
 * bar's widgets, the tour), read from router.tsx. One file per language instead of one per namespace:
 * five requests were one more round trip on every signed-in first load.
 */
function signedInStrings(routerSource: string): Set<string> {
  const pages = routeModulesOf(routerSource)
  const signedIn = pages.filter((page) => page.modules.length === 2)
  const publicNamespaces = new Set(
    pages.filter((page) => page.modules.length === 1).flatMap((page) => page.namespaces),
  )
  return new Set(
    signedIn[0].namespaces.filter(
      (namespace) =>
        !publicNamespaces.has(namespace) && signedIn.every((page) => page.namespaces.includes(namespace)),
    ),
  )
}

/** Loaded by signed-in pages only while it shows (src/web/features/profile/components/profile-gate.tsx). */
const WELCOME_TOUR = 'src/web/features/profile/components/welcome-tour.tsx'

/**
 * Issue 12: without this a page waits for three round trips in a row (index.html, the entry's modules,
 * then the strings and the page's route modules, which only the running entry asks for).
 * A few lines added at build time to index.html's inline script (the CSP allows inline scripts by the
 * hash the server takes of the built index.html, so they cannot vary per request) add `modulepreload`
 * links for the code of the page at this address and for the strings it needs (the shell's and the
 * route's namespaces) in the language `initialLanguage()` in src/web/lib/i18n.ts will choose (the
 * stored choice, else the browser's first language, spec §9), so all of it loads beside the entry.
 * On a signed-in page the welcome tour's code joins them until the tour is dismissed for good (spec
 * §4: until then every page load shows it), as `shouldShowTour()` in tour-visibility.ts decides.
 */
function preloadPageCode(): Plugin {
  return {
    name: 'dealerpilot:preload-page-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html
        const shell = new Set<string>()
        const collect = (fileName: string) => {
          if (shell.has(fileName)) return
          shell.add(fileName)
          const output = bundle[fileName]
          if (output?.type === 'chunk') for (const imported of output.imports) collect(imported)
        }
        collect(chunk.fileName)
        const pages = routeModulesOf(await readFile('src/web/app/router.tsx', 'utf8'))
        await checkDeclaredNamespaces(bundle, shell, pages)
        // Each chunk's address once; strings and routes list indexes into it (the page stays small).
        const files: string[] = []
        const indexes = (chunks: string[]) =>
          chunks.map((file) => {
            if (!files.includes(file)) files.push(file)
            return files.indexOf(file)
          })
        const namespaces = [
          ...new Set([...SHELL_NAMESPACES, ...pages.flatMap((page) => page.namespaces)]),
        ].sort()
        // strings[language][i]: the chunks i18n.ts imports for namespaces[i] in that language: the one
        // holding it, and where that one holds several (signedInStrings), also the namespace's own
        // two-line chunk that re-exports it (what `import()` asks for: left out, it was a round trip
        // of its own after the entry had run).
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
        const strings = Object.fromEntries(
          ['no', 'sv', 'en'].map((language) => [
            language,
            namespaces.map((namespace) => {
              const module = path.resolve(`src/web/locales/${language}/${namespace}.json`)
              const holding = chunks.filter((output) => output.moduleIds.includes(module))
              if (holding.length !== 1 || holding[0].imports.length > 0)
                throw new Error(`preloadPageCode: ${language}/${namespace} is not in one chunk of its own`)
              const facade = chunks.filter(
                (output) => output.facadeModuleId === module && output !== holding[0],
              )
              return indexes([holding[0].fileName, ...facade.map((output) => output.fileName)])
            }),
          ]),
        )
        const namespaceIndex = (list: readonly string[]) =>
          list.map((namespace) => namespaces.indexOf(namespace))
        const routes = pages.map(({ pattern, modules, namespaces: own }) => [
          pattern,
          indexes([...new Set(modules.flatMap((module) => chunkFilesOf(bundle, module, shell)))]),
          namespaceIndex(own),
          // 1: a signed-in page, which shows the welcome tour until it is dismissed for good.
          modules.length === 2 ? 1 : 0,
        ])
        const tour = indexes(chunkFilesOf(bundle, WELCOME_TOUR, shell))
        // The entry first, then what it imports: a prerendered page's own script tags (prerendered-page.ts).
        const code = indexes([...shell])
        // After every `indexes` call: they add to `files`.
        const plan = JSON.stringify({
          files: files.map((file) => `/${file}`),
          strings,
          shell: namespaceIndex(SHELL_NAMESPACES),
          routes,
          tour,
          code,
        })
        // Mirrors initialLanguage() and languageFromBrowser() (src/web/config/languages.ts).
        const script = `;(() => {
        var plan = ${plan}, language, page = document.documentElement.dataset, preloaded = {}, queued = []
        // Once per file: the signed-in namespaces share a chunk, and a page's code and the tour's overlap.
        function preload(file) { if (!preloaded[file]) { preloaded[file] = true; queued.push(file) } }
        // The queued links, \`batch\` at a time with a task between: after the first paint, one task for
        // thirty links blocked the main thread (each request records its initiator while DevTools listens).
        function addLinks(batch) {
          queued.splice(0, batch || queued.length).forEach(function (file) { var link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = plan.files[file]; document.head.appendChild(link) })
          if (queued.length) setTimeout(function () { addLinks(batch) })
        }
        function preloadStrings(namespace) { plan.strings[language][namespace].forEach(preload) }
        try { language = localStorage.getItem('${LOCAL_SETTINGS_KEYS.preferredLanguage}') } catch {}
        if (!plan.strings.hasOwnProperty(language)) {
          var first = ((navigator.languages && navigator.languages[0]) || navigator.language || '').toLowerCase().split('-')[0]
          language = first === 'sv' || first === 'en' ? first : 'no'
        }
        var route, dismissed
        for (var i = 0; i < plan.routes.length; i++)
          if (new RegExp(plan.routes[i][0]).test(location.pathname)) { route = plan.routes[i]; break }
        try { dismissed = localStorage.getItem('${LOCAL_SETTINGS_KEYS.tourDismissed}') === 'true' } catch {}
        // This page load shows the welcome tour: a signed-in page, until it is dismissed for good (spec §4).
        var tour = route && route[3] && !dismissed
        function loadPage(batch) {
          if (page.prerendered) {
            // A page sent without script tags (prerendered): the entry and its imports load from here, first.
            var entry = document.createElement('script'); entry.type = 'module'; entry.crossOrigin = ''; entry.src = plan.files[plan.code[0]]
            document.head.appendChild(entry); plan.code.slice(1).forEach(preload)
          }
          plan.shell.forEach(preloadStrings)
          if (route) {
            route[1].forEach(preload); route[2].forEach(preloadStrings)
            if (tour) plan.tour.forEach(preload)
          }
          addLinks(batch)
        }
        // A page prerendered in another language than this one (the server went by the browser's) is
        // hidden until the app shows it in this one (styles.css): its code comes at once.
        if (page.prerendered && page.prerendered !== language) page.prerendered = 'stale'
        // A prerendered page in this language, on screen before any code, gets its code once it has
        // painted, so nothing competes with it on a slow connection.
        var onScreen = page.prerendered === language
        if (page.prerendered)
          // A click on the page before its code is there: the app replays the last one (app/prerendered-page.ts).
          document.addEventListener('click', function (event) {
            if (!page.prerendered || !(event.target instanceof Element) || !event.target.closest('#root')) return
            var earlier = document.querySelector('[data-early-click]'); if (earlier) earlier.removeAttribute('data-early-click')
            event.target.setAttribute('data-early-click', '')
          }, true)
        if (onScreen && document.visibilityState === 'visible')
          document.addEventListener('DOMContentLoaded', function () { requestAnimationFrame(function () { setTimeout(function () { loadPage(6) }) }) })
        else if (page.prerendered) document.addEventListener('DOMContentLoaded', function () { loadPage() })
        else loadPage()
      })()`
        // Into index.html's one inline script (the accessibility pre-paint), not a second one: the
        // policy stays a single script hash (tests/e2e/security.spec.ts).
        const prePaint = /(<script id="accessibility-pre-paint">[\s\S]*?)(\s*<\/script>)/
        if (!prePaint.test(html))
          throw new Error('preloadPageCode: index.html has no accessibility-pre-paint script')
        return html.replace(
          prePaint,
          (_, opening, closing) =>
            `${opening}\n      // Issue 12: this page's strings and code, beside the entry (preloadPageCode in vite.config.ts).\n      ${script}${closing}`,
        )
      },
    },
  }
}

/**
 * A package whose index only re-exports other packages as namespaces (`radix-ui`: `import * as Tabs
 * from '@radix-ui/react-tabs'` for every primitive). The bundle keeps only the primitives a module
 * names, so counting all of them would put Radix's menus in every module that imports `Slot`.
 * Returns, for an importer's code, the modules it takes from the barrel (all of them when it does not
 * name them), or null when the module is no such barrel.
 */
function namespaceBarrel(
  id: string,
  code: string | null,
  importedIds: readonly string[],
): ((importerCode: string) => string[]) | null {
  const name = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id)?.[1]
  const namespaces = [...(code ?? '').matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)]
  if (!name || namespaces.length < 2 || namespaces.length !== importedIds.length) return null
  const moduleOf = new Map(
    namespaces.map(([, namespace, specifier]) => [
      namespace,
      importedIds.find((imported) => imported.includes(`/node_modules/${specifier}/`)),
    ]),
  )
  return (importerCode) => {
    const named = [...importerCode.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)]
      .filter((match) => match[2] === name)
      .flatMap((match) => match[1].split(',').map((part) => part.trim().split(/\s+as\s+/)[0]))
      .filter(Boolean)
    const used = named.map((namespace) => moduleOf.get(namespace))
    if (used.length === 0 || used.some((imported) => imported === undefined)) return [...importedIds]
    return used as string[]
  }
}

/** The group a module's code goes into on a first load (see `firstLoadGroups`), by module id. */
type FirstLoadGroup = 'app-shell' | 'signed-in-shared' | 'signed-in-later' | 'public-shared'

type ModuleGraph = { imports: (id: string) => string[]; dynamicImports: (id: string) => string[] }

/** Every module reached from `start` by static imports (and dynamic ones when asked). */
function reachedFrom(graph: ModuleGraph, start: string, withDynamic = false): Set<string> {
  const seen = new Set<string>()
  const pending = [start]
  while (pending.length > 0) {
    const id = pending.pop() as string
    if (seen.has(id)) continue
    seen.add(id)
    pending.push(...graph.imports(id))
    if (withDynamic) pending.push(...graph.dynamicImports(id))
  }
  return seen
}

/**
 * Issue 12: on slow 4G a browser fetches six files at a time over HTTP/1.1, so a first load of
 * 40-70 files (most under 1 KB: a component shared by a different set of routes each) spends several
 * round trips of 150 ms before the page can render. From the module graph, once it is complete, the
 * code route modules share by static imports (what a page loads later splits as before):
 * - `signed-in-shared`: what the signed-in layout shares with pages outside it (the sign-in forms'
 *   card, label, Radix primitives), so `/login` does not load the layout's own code with it;
 * - `signed-in-later`: what the layout needs at once and pages outside it load later (the language
 *   menu's dropdown, on intent), so loading it there does not bring the layout;
 * - `app-shell`: the rest of the layout's code: one file, which every signed-in page loads anyway;
 * - `public-shared`: what pages outside the layout share and no signed-in page uses.
 * A group takes in every static import of its modules not taken by a group before it (rolldown's
 * `includeDependenciesRecursively`), so each set only holds modules whose imports are in it, in a
 * group before it, or in the entry's code: else a page would load another page's group with it.
 * Code only signed-in pages share, not the layout, splits as before: zod and the forms would
 * otherwise weigh on every signed-in first load.
 */
function firstLoadGroups(vendor: RegExp[]): { plugin: Plugin; groupOf: Map<string, FirstLoadGroup> } {
  const groupOf = new Map<string, FirstLoadGroup>()
  const plugin: Plugin = {
    name: 'dealerpilot:first-load-groups',
    apply: 'build',
    async buildEnd() {
      groupOf.clear()
      const pages = routeModulesOf(await readFile('src/web/app/router.tsx', 'utf8'))
      const layout = pages.find((page) => page.modules.length === 2)?.modules[0]
      if (!layout) throw new Error('firstLoadGroups: no signed-in layout in router.tsx')
      const entry = [...this.getModuleIds()].find((id) => this.getModuleInfo(id)?.isEntry)
      if (!entry) throw new Error('firstLoadGroups: no entry module')
      // Module infos cross from rolldown's native side on every call: read each once.
      const infos = new Map<
        string,
        { importedIds: string[]; dynamicallyImportedIds: string[]; code: string | null }
      >()
      const info = (id: string) => {
        if (!infos.has(id)) {
          const read = this.getModuleInfo(id)
          infos.set(id, {
            importedIds: [...(read?.importedIds ?? [])],
            dynamicallyImportedIds: [...(read?.dynamicallyImportedIds ?? [])],
            code: read?.code ?? null,
          })
        }
        return infos.get(id) as {
          importedIds: string[]
          dynamicallyImportedIds: string[]
          code: string | null
        }
      }
      const barrels = new Map<string, ReturnType<typeof namespaceBarrel>>()
      const barrelAt = (id: string) => {
        if (!barrels.has(id)) barrels.set(id, namespaceBarrel(id, info(id).code, info(id).importedIds))
        return barrels.get(id) ?? null
      }
      const importsCache = new Map<string, string[]>()
      const graph: ModuleGraph = {
        imports: (id) => {
          if (!importsCache.has(id))
            importsCache.set(
              id,
              // A barrel's own imports are the ones its importer names, followed here.
              barrels.get(id)
                ? []
                : info(id).importedIds.flatMap((imported) => {
                    const through = barrelAt(imported)
                    return through ? [imported, ...through(info(id).code ?? '')] : [imported]
                  }),
            )
          return importsCache.get(id) as string[]
        },
        dynamicImports: (id) => info(id).dynamicallyImportedIds,
      }
      const initial = reachedFrom(graph, entry)
      const inLayout = reachedFrom(graph, path.resolve(layout))
      const signedIn = new Set(
        pages
          .filter((page) => page.modules.length === 2)
          .flatMap((page) => [...reachedFrom(graph, path.resolve(page.modules[1]))]),
      )
      const outside = new Set<string>()
      const sharedOutside = new Set<string>()
      const outsideLater = new Set<string>()
      for (const page of pages.filter((page) => page.modules.length === 1)) {
        for (const id of reachedFrom(graph, path.resolve(page.modules[0])))
          (outside.has(id) ? sharedOutside : outside).add(id)
        for (const id of reachedFrom(graph, path.resolve(page.modules[0]), true)) outsideLater.add(id)
      }
      const wanted: [FirstLoadGroup, (id: string) => boolean][] = [
        ['signed-in-shared', (id) => inLayout.has(id) && outside.has(id)],
        ['signed-in-later', (id) => inLayout.has(id) && outsideLater.has(id)],
        ['app-shell', (id) => inLayout.has(id)],
        ['public-shared', (id) => sharedOutside.has(id) && !signedIn.has(id)],
      ]
      // What the entry's code and the vendor groups take first.
      const candidates = new Set([...inLayout, ...sharedOutside])
      const taken = new Set([
        ...initial,
        ...[...infos.keys()].filter((id) => vendor.some((library) => library.test(id))),
      ])
      for (const [group, belongs] of wanted) {
        const members = new Set([...candidates].filter((id) => !taken.has(id) && belongs(id)))
        // Until no member imports a module outside the groups so far.
        for (let changed = true; changed; ) {
          changed = false
          for (const id of members)
            if (graph.imports(id).some((imported) => !taken.has(imported) && !members.has(imported))) {
              members.delete(id)
              changed = true
            }
        }
        for (const id of members) {
          groupOf.set(id, group)
          taken.add(id)
        }
      }
    },
  }
  return { plugin, groupOf }
}

/** The libraries with chunks of their own (`codeSplitting.groups` below). */
const VENDOR = {
  react: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  query: /node_modules[\\/]@tanstack[\\/]/,
  icons: /node_modules[\\/]lucide-react[\\/]/,
  auth: /node_modules[\\/](better-auth|@better-auth|better-call|@better-fetch|nanostores|jose|defu)[\\/]/,
}

const firstLoad = firstLoadGroups(Object.values(VENDOR))
const SIGNED_IN_STRINGS = signedInStrings(readFileSync('src/web/app/router.tsx', 'utf8'))

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
