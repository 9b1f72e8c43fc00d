import { Loader2Icon } from 'lucide-react'
import type * as React from 'react'
import { cn } from '#web/lib/cn.ts'

type SpinnerProps = React.ComponentProps<'svg'> & {
  /** What is loading, read out by screen readers. */
  label?: string
  /** Inside a control that already says what is happening ("Signing In..."): hide it from assistive tech. */
  decorative?: boolean
}

function Spinner({ className, label = 'Loading', decorative = false, ...props }: SpinnerProps) {
  return (
    <Loader2Icon
      {...(decorative ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label })}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  )
}

export { Spinner }
