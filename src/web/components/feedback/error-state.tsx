import { TriangleAlertIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '#web/lib/cn.ts'

type ErrorStateProps = {
  title: string
  description?: ReactNode
  /** Buttons or links offered to get out of the error. */
  actions?: ReactNode
  className?: string
  /** The heading level that keeps the page outline in order where the state is shown. */
  headingLevel?: 'h1' | 'h2'
}

export function ErrorState({ title, description, actions, className, headingLevel = 'h1' }: ErrorStateProps) {
  const Heading = headingLevel
  return (
    <div
      className={cn('mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center', className)}
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlertIcon className="size-6" aria-hidden="true" />
      </div>
      <div className="space-y-2">
        <Heading className="text-xl font-semibold tracking-tight">{title}</Heading>
        {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center justify-center gap-2">{actions}</div> : null}
    </div>
  )
}
