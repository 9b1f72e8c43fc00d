import { z } from 'zod'

// Issue 12 (decision 017): the portal's Content-Security-Policy forbids eval. Zod's JIT probes
// `new Function('')` when the first object schema is built, and the browser reports that attempt
// as a CSP violation even though zod catches it. Without the JIT zod validates the same, only a
// little slower. main.tsx imports this module first, before any schema exists.
z.config({ jitless: true })
