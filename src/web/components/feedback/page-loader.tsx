import { Spinner } from '#web/components/ui/spinner.tsx'

/** Full-height loading state for a page whose data is not there yet. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[60svh] flex-1 flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-8" label={label} />
      <p className="text-sm" aria-hidden="true">
        {label}…
      </p>
    </div>
  )
}
