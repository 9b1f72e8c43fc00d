import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Toaster } from '#web/components/ui/sonner.tsx'
import { queryClient } from '#web/lib/query-client.ts'

/** App-wide context: the query cache and the toaster (spec §9: bottom-right, 4 s). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="bottom-right" duration={4000} closeButton />
    </QueryClientProvider>
  )
}
