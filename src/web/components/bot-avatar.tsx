import { BotIcon } from 'lucide-react'
import { presetOf } from '#web/lib/avatar-presets.ts'
import { cn } from '#web/lib/cn.ts'

const TYPE_COLOURS: Record<string, string> = {
  customer: 'bg-sky-100 text-sky-700 dark:bg-sky-900/40 dark:text-sky-200',
  support: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-200',
  technical: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
}

/**
 * A bot's avatar wherever it shows (bot administration and the chat): a preset icon on its colour
 * (stored as 'preset:<n>', never an image address; drawn, so no emoji font is needed), an uploaded
 * image, or the bot icon tinted by the bot's type.
 */
export function BotAvatar({
  avatarUrl,
  type,
  name,
  className,
}: {
  avatarUrl: string | null | undefined
  type?: string
  name?: string
  className?: string
}) {
  const preset = presetOf(avatarUrl)
  const base = cn('flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full', className)
  if (preset)
    return (
      <span aria-hidden="true" title={name} className={cn(base, preset.className)}>
        <preset.icon className="size-1/2" />
      </span>
    )
  if (avatarUrl) return <img src={avatarUrl} alt="" className={cn(base, 'object-cover')} />
  return (
    <span
      aria-hidden="true"
      title={name}
      className={cn(base, (type && TYPE_COLOURS[type]) || 'bg-muted text-muted-foreground')}
    >
      <BotIcon className="size-5" />
    </span>
  )
}
