import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Issue 34: the web app never imports server code, not even a type, so a response's shape lives in
// src/shared/schemas beside its request. One narrow exception (decision 037): src/web/lib/api.ts
// imports the server app's type, and only that, for Hono's typed client. Tests under src/web run in
// Node and are never bundled; they may read server code (the prerendered page's CSP hashes).

const ROOT = path.resolve(import.meta.dirname, '../..')
const WEB = path.join(ROOT, 'src/web')
const SERVER = path.join(ROOT, 'src/server')
const SOURCE = /\.(ts|tsx|mts|js)$/
const TEST = /\.test\.(ts|tsx)$/
const TYPE_BRIDGE = { file: 'src/web/lib/api.ts', statement: "import type { AppType } from '#server/app'" }

/** Every import and re-export statement (static, side-effect and dynamic) with its specifier. */
const IMPORT =
  /(?:^|[\n;])\s*((?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"])|import\(\s*['"]([^'"]+)['"]\s*\)/g

function webSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return webSources(full)
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : []
  })
}

const intoServer = (file: string, specifier: string) =>
  specifier.startsWith('#server/') ||
  (specifier.startsWith('.') && path.resolve(path.dirname(file), specifier).startsWith(SERVER + path.sep))

describe('src/web imports no server code', () => {
  it('reaches src/server only through the one type bridge', () => {
    const found: string[] = []
    for (const file of webSources(WEB)) {
      const relative = path.relative(ROOT, file)
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const statement = (match[1] ?? match[0]).trim()
        const specifier = match[2] ?? match[3]
        if (!intoServer(file, specifier)) continue
        if (relative === TYPE_BRIDGE.file && statement === TYPE_BRIDGE.statement) continue
        found.push(`${relative}: ${statement}`)
      }
    }
    expect(found).toEqual([])
  })

  it('finds a server import where there is one', () => {
    const file = path.join(WEB, 'features/x/api/y.ts')
    expect(intoServer(file, '#server/modules/me/me.service')).toBe(true)
    expect(intoServer(file, '../../../../server/app.ts')).toBe(true)
    expect(intoServer(file, '#shared/schemas/dealers')).toBe(false)
    expect(intoServer(file, '../../../lib/api.ts')).toBe(false)
    const statements = [
      ...`import type { A } from '#server/a'\nexport { b } from "../b"\nconst c = import('./c')`.matchAll(
        IMPORT,
      ),
    ].map((match) => match[2] ?? match[3])
    expect(statements).toEqual(['#server/a', '../b', './c'])
  })
})
