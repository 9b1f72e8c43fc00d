import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Issue 34: no code of ours reaches into a dependency's private parts. A library marks those with a
// leading underscore (PGlite's `_runExclusiveQuery`, better-auth's `__getBetterAuthGlobal`), so
// this fails on any access to an underscore-prefixed member (`x._name`, `x?._name`, `x['_name']`)
// and on any named import of an underscore-prefixed name from a package, outside comments and
// strings. Our own code has no underscore-prefixed members; if one is ever needed, name it in
// OWN_NAMES with the reason.

const ROOT = path.resolve(import.meta.dirname, '../..')
const SCANNED = ['src', 'scripts', 'bench']
const EXTENSIONS = /\.(ts|tsx|mts|mjs|js)$/
const OWN_NAMES = new Set<string>()

/** What the scanner found in one file's code. */
interface Scanned {
  /** The code with comments and the contents of strings and templates blanked (lines kept). */
  code: string
  /** The code with comments blanked and strings kept (for import declarations). */
  withStrings: string
  /** String keys of computed member accesses (`x['_name']`), with their line. */
  bracketKeys: { key: string; line: number }[]
}

const REGEX_BEFORE = new Set('(,=:[!&|?{};+-*%<>~^'.split(''))
const REGEX_KEYWORDS = /(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|void|yield|await)$/

/**
 * A small JavaScript/TypeScript lexer: enough to tell comments, strings, template literals (with
 * their `${}` code) and regular expression literals from code.
 */
function scan(source: string): Scanned {
  let code = ''
  let withStrings = ''
  const bracketKeys: Scanned['bracketKeys'] = []
  let line = 1
  /** Brace depth of each `${` we are inside, innermost last. */
  const templates: number[] = []
  let depth = 0
  let lastSignificant = ''
  /** Whether the last `[` opened a member access (`x[`, `x?.[`), not an array. */
  let memberBracket = false
  let i = 0

  const blank = (text: string) => text.replace(/[^\n]/g, ' ')
  const emit = (codeText: string, stringText: string) => {
    code += codeText
    withStrings += stringText
    for (const char of stringText) if (char === '\n') line++
  }

  /** Reads a quoted string or a template's text from i (at its opening quote) to its end. */
  const readQuoted = (quote: string): { text: string; endsInExpression: boolean } => {
    let j = i + 1
    while (j < source.length) {
      const char = source[j]
      if (char === '\\') {
        j += 2
        continue
      }
      if (char === quote) return { text: source.slice(i, j + 1), endsInExpression: false }
      if (quote === '`' && char === '$' && source[j + 1] === '{')
        return { text: source.slice(i, j + 2), endsInExpression: true }
      if (quote !== '`' && char === '\n') break
      j++
    }
    return { text: source.slice(i, j), endsInExpression: false }
  }

  while (i < source.length) {
    const char = source[i]
    const next = source[i + 1]
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', i)
      const text = source.slice(i, end === -1 ? source.length : end)
      emit(blank(text), blank(text))
      i += text.length
      continue
    }
    if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2)
      const text = source.slice(i, end === -1 ? source.length : end + 2)
      emit(blank(text), blank(text))
      i += text.length
      continue
    }
    if (
      char === '/' &&
      (lastSignificant === '' || REGEX_BEFORE.has(lastSignificant) || REGEX_KEYWORDS.test(code.trimEnd()))
    ) {
      let j = i + 1
      let inClass = false
      while (j < source.length && source[j] !== '\n') {
        if (source[j] === '\\') j++
        else if (source[j] === '[') inClass = true
        else if (source[j] === ']') inClass = false
        else if (source[j] === '/' && !inClass) break
        j++
      }
      const text = source.slice(i, j + 1)
      emit(`/${blank(text.slice(1, -1))}/`, text)
      i += text.length
      lastSignificant = '/'
      continue
    }
    if (char === "'" || char === '"' || char === '`') {
      const { text, endsInExpression } = readQuoted(char)
      if (char !== '`' && lastSignificant === '[' && memberBracket)
        bracketKeys.push({ key: text.slice(1, text.endsWith(char) ? -1 : undefined), line })
      if (endsInExpression) {
        emit(`${char}${blank(text.slice(1, -2))}\${`, text)
        templates.push(depth)
        depth++
      } else {
        emit(`${char}${blank(text.slice(1, -1))}${char}`, text)
      }
      i += text.length
      lastSignificant = char
      continue
    }
    if (char === '[') memberBracket = /[\w$)\].]/.test(lastSignificant)
    if (char === '{') depth++
    if (char === '}') {
      depth--
      if (templates.length && depth === templates[templates.length - 1]) {
        // Back into the template's text after its `${...}`.
        templates.pop()
        const { text, endsInExpression } = readQuoted('`')
        const rest = text.slice(1)
        if (endsInExpression) {
          emit(`}${blank(rest.slice(0, -2))}\${`, text)
          templates.push(depth)
          depth++
        } else {
          emit(`}${blank(rest.slice(0, -1))}\``, text)
        }
        i += text.length
        lastSignificant = '`'
        continue
      }
    }
    emit(char, char)
    if (!/\s/.test(char)) lastSignificant = char
    i++
  }
  return { code, withStrings, bracketKeys }
}

/** Where code accesses or imports an underscore-prefixed name, as `line: text`. */
function internalsUsed(source: string): string[] {
  const { code, withStrings, bracketKeys } = scan(source)
  const found: string[] = []
  const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length
  for (const match of code.matchAll(/\?*\.\s*(_+[A-Za-z$][\w$]*)/g)) {
    if (!OWN_NAMES.has(match[1])) found.push(`${lineOf(code, match.index)}: ${match[0].trim()}`)
  }
  for (const { key, line } of bracketKeys) {
    if (key.startsWith('_') && !OWN_NAMES.has(key)) found.push(`${line}: ['${key}']`)
  }
  const imports = /\bimport\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g
  for (const match of withStrings.matchAll(imports)) {
    if (match[2].startsWith('.')) continue
    for (const specifier of match[1].split(',')) {
      const name = specifier
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
      if (name.startsWith('_') && !OWN_NAMES.has(name))
        found.push(`${lineOf(withStrings, match.index)}: import { ${name} } from '${match[2]}'`)
    }
  }
  return found
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return EXTENSIONS.test(entry.name) ? [full] : []
  })
}

describe('no library internals (issue 34)', () => {
  it('finds accesses to underscore-prefixed members, and only in code', () => {
    expect(internalsUsed('await pglite._runExclusiveQuery(() => x)')).toEqual(['1: ._runExclusiveQuery'])
    expect(internalsUsed('const a = 1\nstatement?._client.query()')).toEqual(['2: ?._client'])
    expect(internalsUsed("const c = statement['_client']")).toEqual(["1: ['_client']"])
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text under test
    expect(internalsUsed('const q = `${db. _queryString}`')).toEqual(['1: . _queryString'])
    expect(
      internalsUsed("import { __getBetterAuthGlobal as g, type X } from '@better-auth/core/context'"),
    ).toEqual(["1: import { __getBetterAuthGlobal } from '@better-auth/core/context'"])

    const clean = [
      '// pglite._runExclusiveQuery is private',
      '/* statement._client */',
      "const text = 'a._b'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text under test
      'const t = `x._y ${"z._w"} v._u`',
      'const re = /\\._[a-z]/g',
      'function f(_text: string, _params: unknown[]) { return this.text }',
      "import { _own } from './own.ts'",
      "const key = map['name_']",
      "const names = ['_a', '_b']",
    ]
    for (const source of clean) expect(internalsUsed(source), source).toEqual([])
  })

  it('no file in src/, scripts/ or bench/ reaches into a dependency', () => {
    const offences = SCANNED.flatMap((dir) =>
      sourceFiles(path.join(ROOT, dir)).flatMap((file) =>
        internalsUsed(readFileSync(file, 'utf8')).map((where) => `${path.relative(ROOT, file)}:${where}`),
      ),
    )
    expect(offences).toEqual([])
  })
})
