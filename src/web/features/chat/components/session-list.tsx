import { useTranslation } from 'react-i18next'
import type { ChatSessionJson } from '#shared/schemas/chat'
import { Badge } from '#web/components/ui/badge.tsx'
import { cn } from '#web/lib/cn.ts'
import { useFormatters } from '#web/lib/format.ts'

/** Earlier conversations, newest updated first (spec §7), to reopen one. */
export function SessionList({
  title,
  sessions,
  currentId,
  onOpen,
  showOwner = false,
}: {
  title: string
  sessions: ChatSessionJson[]
  currentId: string | null
  onOpen: (sessionId: string) => void
  showOwner?: boolean
}) {
  const { t } = useTranslation('chat')
  const { dateTime } = useFormatters()
  const headingId = `sessions-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-sm font-semibold text-muted-foreground uppercase">
        {title}
      </h2>
      {sessions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('sessions.empty')}</p>
      ) : (
        <ul className="max-h-72 space-y-1 overflow-y-auto">
          {sessions.map((session) => (
            <li key={session.id}>
              <button
                type="button"
                onClick={() => onOpen(session.id)}
                aria-current={session.id === currentId ? 'true' : undefined}
                className={cn(
                  'w-full rounded-md px-3 py-2 text-left text-sm hover:bg-accent',
                  session.id === currentId && 'bg-accent font-medium',
                )}
              >
                <span className="flex items-center gap-2">
                  <span className="truncate">{session.title ?? t('sessions.untitled')}</span>
                  {session.status === 'escalated' ? (
                    <Badge variant="destructive" className="shrink-0">
                      {t('header.escalated')}
                    </Badge>
                  ) : null}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {showOwner ? `${session.owner.name} · ` : ''}
                  {dateTime(session.updatedAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
