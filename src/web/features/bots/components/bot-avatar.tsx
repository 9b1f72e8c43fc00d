import { BotIcon } from 'lucide-react'
import { presetOf } from '#web/features/bots/lib/avatar-presets.ts'
import { cn } from '#web/lib/cn.ts'

/** A bot's avatar: an uploaded image, a preset emoji on its colour, or the bot icon. */
export function BotAvatar({
  avatarUrl,
  className,
}: {
  avatarUrl: string | null | undefined
  className?: string
}) {
  const preset = presetOf(avatarUrl)
  const base = cn('flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full', className)
  if (preset)
    return (
      <span aria-hidden="true" className={cn(base, preset.className, 'text-xl')}>
        {preset.emoji}
      </span>
    )
  if (avatarUrl) return <img src={avatarUrl} alt="" className={cn(base, 'object-cover')} />
  return (
    <span aria-hidden="true" className={cn(base, 'bg-muted text-muted-foreground')}>
      <BotIcon className="size-5" />
    </span>
  )
}
