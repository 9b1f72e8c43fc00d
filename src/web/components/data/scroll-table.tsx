import type { ReactNode } from 'react'
import { cn } from '#web/lib/cn.ts'

export interface ScrollTableColumn {
  key: string
  label: ReactNode
  nowrap?: boolean
}

/**
 * A table in a scrolling region: the region is focusable so keyboard users can scroll it (axe
 * scrollable-region-focusable), the label names both the region and the table's caption, and the
 * header can stay in view while the body scrolls.
 */
export function ScrollTable({
  label,
  columns,
  className,
  stickyHeader = false,
  children,
}: {
  label: string
  columns: readonly ScrollTableColumn[]
  /** The region's size and scrolling, e.g. `max-h-96 overflow-auto`. */
  className: string
  stickyHeader?: boolean
  /** The table body's rows. */
  children: ReactNode
}) {
  return (
    <section
      className={cn('rounded-lg border', className)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls, so keyboard users must be able to focus it.
      tabIndex={0}
      aria-label={label}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        <thead
          className={cn(
            'text-left',
            stickyHeader
              ? 'sticky top-0 bg-background text-muted-foreground shadow-[inset_0_-1px_0] shadow-border'
              : 'bg-muted/50',
          )}
        >
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn('px-3 py-2 font-medium', column.nowrap && 'whitespace-nowrap')}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  )
}
