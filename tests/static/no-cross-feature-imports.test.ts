import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Issue 34: a feature of the web app (src/web/features/X) does not import another feature
// (src/web/features/Y); what two features share lives in src/web/components, src/web/lib or
// src/shared. Biome's noRestrictedImports matches import strings, not the file they resolve to, so
// it cannot tell '../../chat/...' in one feature from the same string in another: this test resolves
// every import of a feature's files (static, dynamic and re-exports; '#web/' aliases and relative
// paths) and fails on one that lands in a different feature. The shared code (src/web/components,
// src/web/lib) imports no feature at all, or a feature would reach another through it.

const ROOT = path.resolve(import.meta.dirname, '../..')
const WEB = path.join(ROOT, 'src/web')
const FEATURES = path.join(WEB, 'features')
const SHARED = [path.join(WEB, 'components'), path.join(WEB, 'lib')]
const EXTENSIONS = /\.(ts|tsx)$/
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full)
    return EXTENSIONS.test(entry.name) ? [full] : []
  })
}

/** The feature a path lies in, or null outside src/web/features. */
function featureOf(file: string): string | null {
  const relative = path.relative(FEATURES, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  return relative.split(path.sep)[0] ?? null
}

/** Where an import specifier points, or null for a package. */
function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('#web/')) return path.join(WEB, specifier.slice('#web/'.length))
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier)
  return null
}

/** Every import of a file into a feature not its own (any, for shared code), as 'file -> target'. */
function crossFeatureImports(file: string, source: string): string[] {
  const own = featureOf(file)
  const found: string[] = []
  for (const match of source.matchAll(SPECIFIER)) {
    const target = resolve(file, match[1])
    const other = target && featureOf(target)
    if (other && other !== own) found.push(`${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`)
  }
  return found
}

describe('web features', () => {
  it('finds an import of another feature, relative or through #web', () => {
    const file = path.join(FEATURES, 'chat/components/x.tsx')
    expect(crossFeatureImports(file, "import { a } from '../../bots/components/a.tsx'")).toHaveLength(1)
    expect(crossFeatureImports(file, "import { a } from '#web/features/bots/a.ts'")).toHaveLength(1)
    expect(crossFeatureImports(file, "const a = () => import('../../bots/a.tsx')")).toHaveLength(1)
    expect(crossFeatureImports(file, "import { a } from '#tests/api/a'")).toEqual([])
    expect(crossFeatureImports(file, "import { a } from '#web/components/a.tsx'")).toEqual([])
    expect(crossFeatureImports(file, "import { a } from './a.ts'")).toEqual([])
    const shared = path.join(WEB, 'lib/x.ts')
    expect(crossFeatureImports(shared, "import { a } from '#web/features/chat/a.ts'")).toHaveLength(1)
    expect(crossFeatureImports(shared, "import { a } from './uploads/a.ts'")).toEqual([])
  })

  it('do not import each other', () => {
    const violations = filesUnder(FEATURES).flatMap((file) =>
      crossFeatureImports(file, readFileSync(file, 'utf8')),
    )
    expect(violations).toEqual([])
  })

  it('are not imported by the shared code', () => {
    const violations = SHARED.flatMap(filesUnder).flatMap((file) =>
      crossFeatureImports(file, readFileSync(file, 'utf8')),
    )
    expect(violations).toEqual([])
  })
})
