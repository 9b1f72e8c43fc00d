import { BookOpenIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatMessageSourceJson } from '#shared/schemas/chat'
import { Button } from '#web/components/ui/button.tsx'

/** Which knowledge entries answered (staff roles only; the server leaves sources out for others). */
export function MessageSources({ sources }: { sources: ChatMessageSourceJson[] }) {
  const { t } = useTranslation('chat')
  const [open, setOpen] = useState(false)
  return (
    <div className="text-xs">
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto p-0 text-xs"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <BookOpenIcon aria-hidden="true" />
        {t('sources.show')}
      </Button>
      {open ? (
        <div className="mt-1 rounded-md border bg-background p-2">
          <p className="mb-1 font-medium">{t('sources.title')}</p>
          {sources.length === 0 ? (
            <p className="text-muted-foreground">{t('sources.none')}</p>
          ) : (
            <ol className="list-decimal space-y-0.5 pl-4">
              {sources.map((source) => (
                <li key={source.entryId}>
                  {source.question}{' '}
                  <span className="text-muted-foreground">
                    ({t('sources.score', { score: Math.round(source.score * 100) })})
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </div>
  )
}
