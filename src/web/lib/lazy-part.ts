import { type ComponentType, lazy } from 'react'

/**
 * Issue 12: a part of a page whose code loads when it is first rendered (under a Suspense), and
 * `preload` to start that load sooner: on a pointer, touch or focus on what opens it. A failed
 * preload is left to the render's own load, which tries again and reports.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return {
    Part: lazy(() => load().then((component) => ({ default: component }))),
    preload: () => void load().catch(() => {}),
  }
}
