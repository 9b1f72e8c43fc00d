import { XIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { KNOWLEDGE_TAG_MAX_LENGTH, KNOWLEDGE_TAGS_MAX } from '#shared/schemas/knowledge'
import { Badge } from '#web/components/ui/badge.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { addTags, tagSuggestions } from '#web/features/knowledge/lib/tag-suggestions.ts'
import { cn } from '#web/lib/cn.ts'

type TagInputProps = {
  id: string
  name: string
  value: string[]
  onChange: (next: string[]) => void
  /** The names of the tags that exist already, offered as the user types. */
  existing: readonly string[]
  invalid?: boolean
  describedBy?: string
}

/**
 * Issue 36: an entry's tags, chosen from the existing ones as the user types (a combobox with a
 * list of matches: arrow keys and Enter, or a click), so 'Warranty' and 'warranty ' do not become
 * two tags. A new tag is typed and added with Enter or a comma; text left in the field is added
 * when it loses focus, so nothing typed is dropped.
 */
export function TagInput({ id, name, value, onChange, existing, invalid, describedBy }: TagInputProps) {
  const { t } = useTranslation('knowledge')
  const listId = useId()
  const hintId = useId()
  const [draft, setDraft] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = open ? tagSuggestions(existing, value, draft) : []
  const full = value.length >= KNOWLEDGE_TAGS_MAX
  const optionId = (index: number) => `${listId}-${index}`

  const commit = (typed: readonly string[], rest = '') => {
    onChange(addTags(value, typed, existing).slice(0, KNOWLEDGE_TAGS_MAX))
    setDraft(rest)
    setActive(-1)
  }

  return (
    <div className="space-y-2">
      {value.length > 0 ? (
        <ul aria-label={t('form.chosenTags')} className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {tag}
                <button
                  type="button"
                  className="rounded-sm p-0.5 hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  onClick={() => onChange(value.filter((other) => other !== tag))}
                  aria-label={t('form.removeTag', { tag })}
                >
                  <XIcon className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        name={name}
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && active < suggestions.length ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        autoComplete="off"
        maxLength={KNOWLEDGE_TAG_MAX_LENGTH}
        disabled={full}
        placeholder={full ? t('form.tagsFull', { count: KNOWLEDGE_TAGS_MAX }) : t('form.tagsPlaceholder')}
        value={draft}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          const parts = event.target.value.split(',')
          setOpen(true)
          if (parts.length > 1) commit(parts.slice(0, -1), parts.at(-1))
          else {
            setDraft(event.target.value)
            setActive(-1)
          }
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            setOpen(true)
            const last = suggestions.length - 1
            setActive((current) =>
              event.key === 'ArrowDown' ? Math.min(current + 1, last) : Math.max(current - 1, -1),
            )
          } else if (event.key === 'Enter') {
            // Enter picks a tag here; it must not submit the entry.
            event.preventDefault()
            if (active >= 0 && suggestions[active]) commit([suggestions[active]])
            else if (draft.trim()) commit([draft])
          } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
            onChange(value.slice(0, -1))
          }
        }}
        onBlur={() => {
          setOpen(false)
          if (draft.trim()) commit([draft])
        }}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('form.tagsHint')}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={t('form.tagSuggestions')}
        hidden={suggestions.length === 0}
        className="max-h-48 overflow-y-auto rounded-md border bg-popover p-1 text-sm shadow-sm"
      >
        {suggestions.map((tag, index) => (
          // The field keeps the focus and answers the keys (the combobox pattern); a click also picks.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
          <div
            key={tag}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Options are pointed at by aria-activedescendant, never focused themselves.
            tabIndex={-1}
            // Keeps the focus in the field, so its blur does not add the half-typed text first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => commit([tag])}
            className={cn(
              'cursor-pointer rounded-sm px-2 py-1.5',
              index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
            )}
          >
            {tag}
          </div>
        ))}
      </div>
    </div>
  )
}
