import { type ZodType, z } from 'zod'

export type JsonSchema = { [key: string]: unknown }

const COMPONENT_PREFIX = '#/components/schemas/'

/**
 * zod schemas as OpenAPI 3.1 schemas (JSON Schema 2020-12), collecting the definitions zod puts in
 * `$defs` (recursive shapes, schemas with a registered id) into the document's components, so every
 * `$ref` points somewhere that exists.
 */
export function createSchemaConverter() {
  const components: Record<string, JsonSchema> = {}

  /** A free component name: `preferred`, or `preferred2`, ... unless the same schema is already there. */
  function claimName(preferred: string, schema: JsonSchema): string {
    const base = preferred.replace(/[^A-Za-z0-9._-]/g, '_') || 'Schema'
    const same = JSON.stringify(schema)
    for (let suffix = 1; ; suffix++) {
      const name = suffix === 1 ? base : `${base}${suffix}`
      const existing = components[name]
      if (!existing) return name
      if (JSON.stringify(existing) === same) return name
    }
  }

  /**
   * A schema as JSON Schema: for requests its input side (`io: 'input'`: what a caller sends, before
   * transforms and defaults), for answers its output. What JSON Schema cannot say (a transform's
   * function, a Date object) becomes "anything" rather than failing the whole document.
   */
  function convert(schema: ZodType, nameHint: string, io: 'input' | 'output' = 'input'): JsonSchema {
    let json: JsonSchema
    try {
      json = z.toJSONSchema(schema, {
        target: 'draft-2020-12',
        io,
        unrepresentable: 'any',
      }) as JsonSchema
    } catch (error) {
      return { description: `Not describable as JSON Schema (${(error as Error).message}).` }
    }
    const { $schema: _dialect, $defs, ...rest } = json
    const renamed = new Map<string, string>()
    const definitions = Object.entries(($defs as Record<string, JsonSchema> | undefined) ?? {})
    // Names first, so definitions that refer to each other are rewritten consistently.
    for (const [key, definition] of definitions) renamed.set(key, claimName(key, definition))
    // zod writes a reference to the root as '#', which in a whole document means the document.
    const rootName = JSON.stringify(json).includes('"$ref":"#"') ? claimName(nameHint, rest) : undefined
    const rewrite = (value: unknown) => rewriteRefs(value, renamed, rootName) as JsonSchema
    for (const [key, definition] of definitions) components[renamed.get(key) as string] = rewrite(definition)
    if (!rootName) return rewrite(rest)
    components[rootName] = rewrite(rest)
    return { $ref: `${COMPONENT_PREFIX}${rootName}` }
  }

  /** Adds a named schema to the components and answers a `$ref` to it. */
  function component(preferredName: string, schema: JsonSchema): JsonSchema {
    const name = claimName(preferredName, schema)
    components[name] = schema
    return { $ref: `${COMPONENT_PREFIX}${name}` }
  }

  return { convert, component, components }
}

function rewriteRefs(value: unknown, renamed: Map<string, string>, rootName: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, renamed, rootName))
  if (!value || typeof value !== 'object') return value
  const result: JsonSchema = {}
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')) {
      const name = renamed.get(decodeURIComponent(inner.slice('#/$defs/'.length)))
      result.$ref = name ? `${COMPONENT_PREFIX}${name}` : inner
    } else if (key === '$ref' && inner === '#' && rootName) {
      result.$ref = `${COMPONENT_PREFIX}${rootName}`
    } else {
      result[key] = rewriteRefs(inner, renamed, rootName)
    }
  }
  return result
}
