import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SearchField } from '#web/components/form/search-field.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import {
  entryPickerOptions,
  type PickedEntry,
  toPickedEntry,
} from '#web/lib/knowledge/entry-picker-options.ts'
import { useEntries } from '#web/lib/knowledge/list-entries.ts'
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts'

/** How many matches each list (the bot's, the global ones) shows; the search narrows them. */
export const ENTRY_PICKER_LIMIT = 20

/**
 * Issue 33 items 3 and 4: pick the approved entry a question belongs to (training corrections, the
 * suggestion inbox's link). A search box and the matching entries of the bot, then the global ones,
 * as a radio group: each shows its question, arrow keys move the choice.
 */
export function EntryPicker({
  botId,
  selected,
  onSelect,
  label,
}: {
  botId: string
  selected: PickedEntry | null
  onSelect: (entry: PickedEntry) => void
  label: string
}) {
  const { t } = useTranslation('knowledge')
  const name = useId()
  const [typed, setTyped] = useState('')
  const search = useDebouncedValue(typed.trim(), 300)
  const query = { status: 'approved', search: search || undefined, limit: ENTRY_PICKER_LIMIT } as const
  const own = useEntries({ ...query, bot_id: botId })
  const global = useEntries({ ...query, scope: 'global' })
  const loading = !own.data || !global.data
  const options = entryPickerOptions(
    (own.data?.entries ?? []).map(toPickedEntry),
    (global.data?.entries ?? []).map(toPickedEntry),
    selected,
  )
  return (
    <fieldset className="grid gap-2" data-testid="entry-picker">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <SearchField
        label={t('link.search')}
        placeholder={t('link.searchPlaceholder')}
        value={typed}
        onChange={setTyped}
      />
      {own.isError || global.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('link.loadFailed')}
        </p>
      ) : loading && options.length === 0 ? (
        <Spinner />
      ) : options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('link.noMatches')}</p>
      ) : (
        <div
          role="radiogroup"
          aria-label={t('link.entries')}
          className="grid max-h-56 gap-1.5 overflow-y-auto rounded-md border p-1.5"
        >
          {options.map((entry) => (
            <label
              key={entry.id}
              className="flex cursor-pointer items-start gap-2 rounded-md p-2 text-sm has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/50 hover:bg-muted"
            >
              <input
                type="radio"
                name={name}
                value={entry.id}
                checked={selected?.id === entry.id}
                onChange={() => onSelect(entry)}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span className="min-w-0 flex-1 break-words">{entry.question}</span>
              {entry.global ? <Badge variant="outline">{t('link.global')}</Badge> : null}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  )
}
