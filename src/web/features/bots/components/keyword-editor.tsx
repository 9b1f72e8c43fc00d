import { PlusIcon, XIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { KEYWORD_CATEGORIES, normalizeKeywords } from '#shared/schemas/bots'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { KEYWORD_CATEGORY_WORDS } from '#web/features/bots/lib/keyword-categories.ts'

/** Escalation keywords: typed or quick-added by category; trimmed, lowercased, no duplicates (spec §5). */
export function KeywordEditor({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const { t } = useTranslation('bots')
  const [draft, setDraft] = useState('')
  // The list as last changed, not as last rendered: a quick-add right after Enter (before React has
  // rendered the first change, as on a busy phone) must add to the typed keyword, not replace it.
  const latest = useRef(value)
  latest.current = value
  const add = (words: readonly string[]) => {
    latest.current = normalizeKeywords([...latest.current, ...words])
    onChange(latest.current)
  }
  const addDraft = () => {
    add(draft.split(','))
    setDraft('')
  }
  return (
    <div className="space-y-3">
      <Label htmlFor="keyword-input">{t('config.keywords')}</Label>
      <div className="flex gap-2">
        <Input
          id="keyword-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              addDraft()
            }
          }}
          placeholder={t('config.keywordPlaceholder')}
        />
        <Button type="button" variant="outline" onClick={addDraft} disabled={!draft.trim()}>
          <PlusIcon aria-hidden="true" />
          {t('config.addKeyword')}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-muted-foreground">{t('config.quickAdd')}</span>
        {KEYWORD_CATEGORIES.map((category) => (
          <Button
            key={category}
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => add(KEYWORD_CATEGORY_WORDS[category])}
          >
            {t(`config.keywordCategory.${category}`)}
          </Button>
        ))}
      </div>
      {value.length > 0 ? (
        <ul aria-label={t('config.keywords')} className="flex flex-wrap gap-1.5">
          {value.map((keyword) => (
            <li key={keyword}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {keyword}
                <button
                  type="button"
                  className="rounded-sm p-0.5 hover:bg-background/60"
                  onClick={() => onChange(value.filter((other) => other !== keyword))}
                  aria-label={t('config.removeKeyword', { keyword })}
                >
                  <XIcon className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('config.noKeywords')}</p>
      )}
    </div>
  )
}
