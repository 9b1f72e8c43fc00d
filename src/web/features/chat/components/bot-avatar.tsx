import { BotIcon } from 'lucide-react'
import { cn } from '#web/lib/cn.ts'

const TYPE_COLOURS: Record<string, string> = {
  customer: 'bg-sky-100 text-sky-700 dark:bg-sky-900/40 dark:text-sky-200',
  support: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-200',
  technical: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
}

/** The bot's uploaded avatar, or an icon tinted by its type. */
export function BotAvatar({
  name,
  type,
  avatarUrl,
  className,
}: {
  name: string
  type: string
  avatarUrl: string | null
  className?: string
}) {
  if (avatarUrl)
    return (
      <img src={avatarUrl} alt="" className={cn('size-10 shrink-0 rounded-full object-cover', className)} />
    )
  return (
    <span
      aria-hidden="true"
      title={name}
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full',
        TYPE_COLOURS[type] ?? 'bg-muted text-muted-foreground',
        className,
      )}
    >
      <BotIcon className="size-5" />
    </span>
  )
}
