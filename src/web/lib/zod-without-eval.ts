import { z } from 'zod/v4'

// Issue 12 (decision 017): the portal's Content-Security-Policy forbids eval. Zod's JIT probes
// `new Function('')` when the first object schema is built, and the browser reports that attempt
// as a CSP violation even though zod catches it. Without the JIT zod validates the same, only a
// little slower.
//
// vite.config.ts aliases the bare specifier 'zod' to this module in the web build, so every chunk
// that uses zod gets it from here: ES modules run a dependency before the module that imports it,
// so this line runs before any schema anywhere is built, and zod stays out of the entry bundle
// (it loads with the first page that uses it). 'zod/v4' is the same module graph as 'zod' (one
// global config), imported by its subpath so the alias does not point this file at itself.
z.config({ jitless: true })

export * from 'zod/v4'
export { z as default }
