import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense } from 'react'
import { queryClient } from '#web/lib/query-client.ts'

// Issue 12: the toaster (sonner) is not needed for the first paint; it loads right after, long
// before anything can raise a toast, and keeps ~10 KB gzip out of the initial JavaScript.
const Toaster = lazy(() =>
  import('#web/components/ui/sonner.tsx').then((module) => ({ default: module.Toaster })),
)

/** App-wide context: the query cache and the toaster (spec §9: bottom-right, 4 s). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster position="bottom-right" duration={4000} closeButton />
      </Suspense>
    </QueryClientProvider>
  )
}
