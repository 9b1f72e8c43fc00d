import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Issue 34: a feature of the web app (src/web/features/X) does not import another feature
// (src/web/features/Y); what two features share lives in src/web/components, src/web/lib or
// src/shared. Biome's noRestrictedImports matches import strings, not the file they resolve to, so
// it cannot tell '../../chat/...' in one feature from the same string in another: this test resolves
// every import of a feature's files (static, dynamic and re-exports; '#web/' aliases and relative
// paths) and fails on one that lands in a different feature.

const ROOT = path.resolve(import.meta.dirname, '../..')
const WEB = path.join(ROOT, 'src/web')
const FEATURES = path.join(WEB, 'features')
const EXTENSIONS = /\.(ts|tsx)$/
/**
 * Imports that still cross features when this test was written (issue 34 item 6, left for a follow-up:
 * each needs an API file moved, which another branch was rewriting). The list only shrinks: the test
 * fails when one of them is gone, so that it is taken off here too.
 */
const NOT_YET_MOVED = new Set([
  // The offline upload queue serves the files pages and the mobile banner; it calls the files API.
  'src/web/features/files/components/resubmit-form.tsx -> src/web/features/mobile/offline/upload-queue.ts',
  'src/web/features/files/hooks/use-upload-queue.ts -> src/web/features/mobile/offline/upload-queue.ts',
  'src/web/features/mobile/offline/upload-queue.ts -> src/web/features/files/api/upload-files.ts',
  'src/web/features/mobile/components/mobile-support-page.tsx -> src/web/features/chat/api/list-chat-bots.ts',
  'src/web/features/training/components/training-actions.tsx -> src/web/features/bots/components/language-model-note.tsx',
  'src/web/features/training/components/training-actions.tsx -> src/web/features/knowledge/components/entry-picker.tsx',
  'src/web/features/training/components/training-actions.tsx -> src/web/features/knowledge/lib/entry-picker-options.ts',
])
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

/** Every import of one feature file into another feature, as 'file -> target'. */
function crossFeatureImports(file: string, source: string): string[] {
  const own = featureOf(file)
  const found: string[] = []
  for (const match of source.matchAll(SPECIFIER)) {
    const target = resolve(file, match[1])
    const other = target && featureOf(target)
    if (own && other && other !== own)
      found.push(`${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`)
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
  })

  it('do not import each other', () => {
    const violations = filesUnder(FEATURES).flatMap((file) =>
      crossFeatureImports(file, readFileSync(file, 'utf8')),
    )
    expect(violations.filter((violation) => !NOT_YET_MOVED.has(violation))).toEqual([])
    expect([...NOT_YET_MOVED].filter((known) => !violations.includes(known))).toEqual([])
  })
})
