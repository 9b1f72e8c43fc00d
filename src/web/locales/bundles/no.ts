import { namespacesOf } from './namespaces-of.ts'

// Issue 12: one chunk per language, loaded (and modulepreloaded by index.html) only for the language in use.
export default namespacesOf(
  import.meta.glob<Record<string, unknown>>('../no/*.json', { eager: true, import: 'default' }),
)
