import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '#web/lib/cn.ts'
import { useFormatters } from '#web/lib/format.ts'

const TONES = {
  neutral: 'text-foreground',
  amber: 'text-amber-700 dark:text-amber-300',
  emerald: 'text-emerald-700 dark:text-emerald-300',
  red: 'text-red-700 dark:text-red-300',
  sky: 'text-sky-700 dark:text-sky-300',
} as const

interface StatTileProps {
  /** Stable handle for tests (data-testid `stat-<id>`). */
  id: string
  label: string
  value: number
  icon?: LucideIcon
  tone?: keyof typeof TONES
  /** When set the whole tile is a link (at least 44 px tall, the mobile touch target). */
  to?: string
}

/** One number with its label; a link when it leads somewhere. */
export function StatTile({ id, label, value, icon: Icon, tone = 'neutral', to }: StatTileProps) {
  const { number } = useFormatters()
  const body = (
    <>
      <span className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        {Icon ? <Icon aria-hidden="true" className="size-3.5" /> : null}
        <span>{label}</span>
      </span>
      <span data-testid={`stat-${id}`} className={cn('text-2xl font-semibold tabular-nums', TONES[tone])}>
        {number(value)}
      </span>
    </>
  )
  const className =
    'flex min-h-11 flex-col justify-between gap-1 rounded-lg border bg-card p-3 text-left outline-none'
  return to ? (
    <Link
      to={to}
      className={cn(className, 'hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50')}
    >
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  )
}
