import type { AsyncLocalStorage } from 'node:async_hooks'

/**
 * better-auth keeps each call's context in AsyncLocalStorage. On Node 20, an AsyncLocalStorage that
 * has been entered once makes every promise the process creates from then on pay async-hooks
 * bookkeeping, whether better-auth is involved or not: after the first sign-in, about 4 % of each
 * signed-in read API request (issue 12, docs/performance.md). So while no better-auth call runs, its
 * storages are switched off; Node switches a storage on again when the next call enters it. The
 * count covers every call, so a call in flight never loses its context to another one ending.
 *
 * better-auth finds its storages through a global (`Symbol.for('better-auth:global')`), so that
 * copies of it in one process share them; they are read there.
 */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global')

interface BetterAuthGlobal {
  context?: Record<string, AsyncLocalStorage<unknown> | undefined>
}

let running = 0

function switchOffStorages() {
  const global = (globalThis as Record<symbol, BetterAuthGlobal | undefined>)[BETTER_AUTH_GLOBAL]
  for (const storage of Object.values(global?.context ?? {})) storage?.disable()
}

async function counted<T>(call: () => Promise<T>): Promise<T> {
  running++
  try {
    return await call()
  } finally {
    running--
    if (running === 0) switchOffStorages()
  }
}

interface BetterAuthEntryPoints {
  handler: (request: Request) => Promise<Response>
  api: object
}

/** `auth` whose handler and API calls switch better-auth's storages off once none is running. */
export function withIdleAsyncContextOff<A extends BetterAuthEntryPoints>(auth: A): A {
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => counted(() => value.apply(target, args))
    },
  })
  return Object.assign(Object.create(auth), {
    handler: (request: Request) => counted(() => auth.handler(request)),
    api,
  }) as A
}

/** Calls of better-auth running now (tests). */
export const betterAuthCallsRunning = () => running
