import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { IndexHtmlTransformContext, Plugin } from 'vite'
import { chooseUiLanguage } from '#shared/constants/ui-languages'
import { LOCAL_SETTINGS_KEYS } from '#web/config/local-settings.ts'
import { SHELL_NAMESPACES } from '#web/config/shell-namespaces.ts'
import { BUILD_ROUTES, type BuildRoute } from './build-routes.ts'

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
 * it loads later) uses a namespace the route does not declare in the route table, or the shell uses one
 * beyond SHELL_NAMESPACES.
 */
async function checkDeclaredNamespaces(
  bundle: Bundle,
  shell: ReadonlySet<string>,
  routes: readonly BuildRoute[],
) {
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
          `${file} uses '${namespace}', not declared for ${modules.at(-1)} (${pattern}) in the route table`,
        )
  }
  if (problems.length > 0)
    throw new Error(`preloadPageCode: strings not declared:\n${[...new Set(problems)].join('\n')}`)
}

/** `src/web/locales/sv/chat.json` as a chunk name: `strings-sv-chat`. */
export const STRINGS_FILE = /[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.json$/

/**
 * Issue 12: the namespaces every signed-in page loads and no public page does (the layout's: the top
 * bar's widgets, the tour), read from the route table. One file per language instead of one per namespace:
 * five requests were one more round trip on every signed-in first load.
 */
export function signedInStrings(): Set<string> {
  const pages = BUILD_ROUTES
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
 * route's namespaces) in the language the app will start in (`chooseUiLanguage`, whose source the
 * script runs, as `initialLanguage()` in src/web/lib/i18n.ts does), so all of it loads beside the entry.
 * On a signed-in page the welcome tour's code joins them until the tour is dismissed for good (spec
 * §4: until then every page load shows it), as `shouldShowTour()` in tour-visibility.ts decides.
 */
export function preloadPageCode(): Plugin {
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
        const pages = BUILD_ROUTES
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
        // The app's own choice (initialLanguage() in src/web/lib/i18n.ts), its source inlined.
        language = (${chooseUiLanguage.toString()})(language, navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language])
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
            `${opening}\n      // Issue 12: this page's strings and code, beside the entry (src/web/build-plugins/preload-page-code.ts).\n      ${script}${closing}`,
        )
      },
    },
  }
}
