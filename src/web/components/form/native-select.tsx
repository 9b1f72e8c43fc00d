import type { ComponentProps } from 'react'
import { cn } from '#web/lib/cn.ts'

/**
 * The browser's own select, styled like Input: accessible by default, keyboard and screen-reader
 * friendly, and fine for short option lists (filters, enums of spec §9).
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        'h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-sm shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive dark:bg-input/30 [&>option]:bg-background',
        className,
      )}
      {...props}
    />
  )
}
