import {
  BookOpenTextIcon,
  BotIcon,
  Building2Icon,
  ClipboardListIcon,
  type LucideIcon,
  NewspaperIcon,
  SearchXIcon,
  WrenchIcon,
} from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
  SEARCH_RESULT_KINDS,
  type SearchResultKind,
} from '#shared/schemas/search'
import { Command, CommandGroup, CommandInput, CommandItem, CommandList } from '#web/components/ui/command.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSearchResults } from '#web/features/search/api/search.ts'
import { useSearchablePages } from '#web/features/search/hooks/use-searchable-pages.ts'
import { matchPages } from '#web/features/search/lib/match-pages.ts'
import { focusOnMount } from '#web/lib/focus-on-mount.ts'
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts'

/** Spec §2.3: the search waits until typing pauses for 300 ms. */
const DEBOUNCE_MS = 300

const KIND_ICONS: Record<SearchResultKind, LucideIcon> = {
  dealer: Building2Icon,
  equipment: WrenchIcon,
  news: NewspaperIcon,
  bot: BotIcon,
  knowledge: BookOpenTextIcon,
  program: ClipboardListIcon,
}

interface PanelItem {
  value: string
  title: string
  subtitle: string | null
  href: string
  icon: LucideIcon
}

interface PanelGroup {
  key: string
  heading: string
  items: PanelItem[]
}

/**
 * The body of the search dialog: the input, the matching pages (local) and the server's results,
 * grouped by kind. Arrow keys move through every result, Enter opens it (cmdk), Esc closes the dialog.
 */
export function SearchPanel({ onNavigate }: { onNavigate: (href: string) => void }) {
  const { t } = useTranslation('search')
  const [input, setInput] = useState('')
  const typed = input.trim()
  const term = useDebouncedValue(typed, DEBOUNCE_MS)
  const serverTerm = term.length >= SEARCH_QUERY_MIN_LENGTH ? term : ''
  const search = useSearchResults(serverTerm)
  const pages = useSearchablePages()

  const groups = useMemo<PanelGroup[]>(() => {
    const matchedPages = matchPages(pages, term)
    const results = serverTerm ? (search.data?.results ?? []) : []
    const pageGroup: PanelGroup = {
      key: 'pages',
      heading: t('groups.pages'),
      items: matchedPages.map((page) => ({
        value: `page:${page.key}`,
        title: page.title,
        subtitle: null,
        href: page.href,
        icon: page.icon,
      })),
    }
    const resultGroups = SEARCH_RESULT_KINDS.map((kind) => ({
      key: kind,
      heading: t(`groups.${kind}`),
      items: results
        .filter((result) => result.kind === kind)
        .map((result) => ({
          value: `${kind}:${result.id}`,
          title: result.title,
          subtitle: result.subtitle,
          href: result.href,
          icon: KIND_ICONS[kind],
        })),
    }))
    return [pageGroup, ...resultGroups].filter((group) => group.items.length > 0)
  }, [pages, term, serverTerm, search.data, t])

  const itemValues = groups.flatMap((group) => group.items.map((item) => item.value))
  const firstValue = itemValues[0] ?? ''
  const valuesKey = itemValues.join('|')

  // cmdk keeps its highlight on an item that has disappeared; put it back on the first result whenever
  // the results change, so Enter always opens something visible.
  const [selected, setSelected] = useState('')
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the list of results changes.
  useEffect(() => {
    setSelected(firstValue)
  }, [valuesKey])

  const waiting = typed !== term && typed.length >= SEARCH_QUERY_MIN_LENGTH
  const loading = serverTerm !== '' && search.isFetching
  const searching = waiting || loading
  const failed = serverTerm !== '' && search.isError && !searching
  const nothingFound = term !== '' && typed === term && !searching && !failed && itemValues.length === 0

  return (
    <Command
      // cmdk labels its input with this (aria-labelledby), so it is the search field's accessible name.
      label={t('dialog.inputLabel')}
      shouldFilter={false}
      loop
      value={selected}
      onValueChange={setSelected}
      className="rounded-lg"
    >
      {/* The panel may mount after the dialog has opened (it loads on demand): the field takes focus itself. */}
      <CommandInput
        ref={focusOnMount}
        value={input}
        onValueChange={setInput}
        placeholder={t('dialog.placeholder')}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
      />
      <div role="status" aria-live="polite">
        {searching ? (
          <p className="flex items-center gap-2 border-b px-4 py-2 text-sm text-muted-foreground">
            <Spinner decorative className="size-3.5" />
            {t('searching')}
          </p>
        ) : null}
        {failed ? <p className="px-4 py-6 text-center text-sm text-destructive">{t('error')}</p> : null}
        {nothingFound ? (
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground">
            <SearchXIcon className="size-6 opacity-60" aria-hidden="true" />
            <p>{t('noResults', { query: term })}</p>
          </div>
        ) : null}
      </div>
      <CommandList className="max-h-[min(60svh,26rem)]" aria-label={t('dialog.resultsLabel')}>
        {groups.map((group, index) => (
          // No separators: a listbox may only hold groups and options.
          <CommandGroup
            key={group.key}
            heading={group.heading}
            className={index > 0 ? 'border-t' : undefined}
          >
            {group.items.map((item) => (
              <CommandItem
                key={item.value}
                value={item.value}
                onSelect={() => onNavigate(item.href)}
                className="group gap-3 py-2"
              >
                <item.icon aria-hidden="true" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium">{item.title}</span>
                  {item.subtitle ? (
                    <span className="truncate text-xs text-muted-foreground group-data-[selected=true]:text-accent-foreground/75">
                      {item.subtitle}
                    </span>
                  ) : null}
                </span>
              </CommandItem>
            ))}
          </CommandGroup>
        ))}
      </CommandList>
      {term.length > 0 && term.length < SEARCH_QUERY_MIN_LENGTH ? (
        <p className="border-t px-4 py-2 text-xs text-muted-foreground">{t('minLength')}</p>
      ) : null}
      <div className="hidden items-center gap-4 border-t px-4 py-2 text-xs text-muted-foreground sm:flex">
        <KeyHint keys={['↑', '↓']} label={t('hints.navigate')} />
        <KeyHint keys={['↵']} label={t('hints.open')} />
        <KeyHint keys={['Esc']} label={t('hints.close')} />
      </div>
    </Command>
  )
}

function KeyHint({ keys, label }: { keys: string[]; label: string }) {
  return (
    <span className="flex items-center gap-1">
      {keys.map((key) => (
        <kbd
          key={key}
          className="rounded border bg-muted px-1.5 py-0.5 font-mono text-[10px] text-foreground"
        >
          {key}
        </kbd>
      ))}
      <span>{label}</span>
    </span>
  )
}
