import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { queryClient } from '#web/lib/query-client.ts'

// Issue 12: the toaster (sonner) is not needed for the first paint; it loads right after, long
// before anything can raise a toast, and keeps ~10 KB gzip out of the initial JavaScript.
const Toaster = lazy(() =>
  import('#web/components/ui/sonner.tsx').then((module) => ({ default: module.Toaster })),
)

type AppProvidersProps = {
  children: ReactNode
  /** A cache of its own, for the build's prerendered pages (src/web/prerender/render-page.tsx). */
  client?: QueryClient
  /**
   * Once the first render is in the document (after hydration, which React does in the background):
   * main.tsx ends the prerendered page there. A hook, not an element, so the tree (and the ids React
   * derives from it) stays the prerendered page's.
   */
  onMounted?: () => void
}

/** App-wide context: the query cache and the toaster (spec §9: bottom-right, 4 s). */
export function AppProviders({ children, client = queryClient, onMounted }: AppProvidersProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => onMounted?.(), [])
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <Toaster position="bottom-right" duration={4000} closeButton />
      </Suspense>
    </QueryClientProvider>
  )
}
