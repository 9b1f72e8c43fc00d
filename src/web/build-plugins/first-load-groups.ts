import path from 'node:path'
import type { Plugin } from 'vite'
import { BUILD_ROUTES, SIGNED_IN_LAYOUT_FILE } from './build-routes.ts'

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

export /**
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
      const pages = BUILD_ROUTES
      const layout = SIGNED_IN_LAYOUT_FILE
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
