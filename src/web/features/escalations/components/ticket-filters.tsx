import { FilterIcon, SearchIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { TICKET_CATEGORY_VALUES, TICKET_STATUS_VALUES } from '#shared/schemas/escalations'
import { URGENCY_VALUES } from '#shared/schemas/notifications'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/input.tsx'
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '#web/components/ui/sheet.tsx'
import type { TicketFilter } from '#web/features/escalations/api/escalation-query-keys.ts'
import { useDeskOptions } from '#web/features/escalations/api/escalations-api.ts'

/** The filters the drawer holds on a phone (the search stays in view). */
const DRAWER_KEYS = ['status', 'priority', 'category', 'botId', 'assignee'] as const

/**
 * Search and the desk's filters: status, priority, category, bot and assignee. From the md
 * breakpoint they sit in a row; on a phone they wait in a drawer behind a 'Filters' button that
 * counts the active ones (issue 36), so the tickets start near the top.
 */
export function TicketFilters({
  filter,
  onChange,
  compact,
}: {
  filter: TicketFilter
  onChange: (change: Partial<TicketFilter>) => void
  /** Phone layout: the selects in a drawer. */
  compact: boolean
}) {
  const { t } = useTranslation('escalations')
  const active = DRAWER_KEYS.filter((key) => filter[key] !== undefined).length
  const search = (
    <div className="relative min-w-0 flex-1 md:w-64 md:flex-none">
      <SearchIcon className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        className="pl-8"
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        value={filter.search ?? ''}
        onChange={(event) => onChange({ search: event.target.value || undefined })}
      />
    </div>
  )
  if (!compact)
    return (
      <div className="flex flex-row flex-wrap gap-2">
        {search}
        <FilterSelects filter={filter} onChange={onChange} className="w-44" />
      </div>
    )
  return (
    <div className="flex gap-2">
      {search}
      <Sheet>
        <SheetTrigger asChild>
          <Button variant="outline" className="shrink-0">
            <FilterIcon aria-hidden="true" />
            {active > 0 ? t('filters.buttonActive', { count: active }) : t('filters.button')}
          </Button>
        </SheetTrigger>
        <SheetContent
          side="bottom"
          closeLabel={t('filters.close')}
          className="max-h-[85dvh] overflow-y-auto p-4"
        >
          <SheetHeader className="p-0">
            <SheetTitle>{t('filters.title')}</SheetTitle>
            <SheetDescription>{t('filters.description')}</SheetDescription>
          </SheetHeader>
          <div className="grid gap-3">
            <FilterSelects filter={filter} onChange={onChange} className="w-full" />
          </div>
          <div className="flex gap-2">
            <Button
              variant="outline"
              className="flex-1"
              disabled={active === 0}
              onClick={() => onChange(Object.fromEntries(DRAWER_KEYS.map((key) => [key, undefined])))}
            >
              {t('filters.clear')}
            </Button>
            <SheetClose asChild>
              <Button className="flex-1">{t('filters.show')}</Button>
            </SheetClose>
          </div>
        </SheetContent>
      </Sheet>
    </div>
  )
}

function FilterSelects({
  filter,
  onChange,
  className,
}: {
  filter: TicketFilter
  onChange: (change: Partial<TicketFilter>) => void
  className: string
}) {
  const { t } = useTranslation('escalations')
  const options = useDeskOptions()
  const select = (key: keyof TicketFilter, label: string, choices: { value: string; label: string }[]) => (
    <NativeSelect
      aria-label={label}
      value={(filter[key] as string | undefined) ?? ''}
      onChange={(event) => onChange({ [key]: event.target.value || undefined })}
      className={className}
    >
      <option value="">{label}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </NativeSelect>
  )
  return (
    <>
      {select(
        'status',
        t('filters.allStatuses'),
        TICKET_STATUS_VALUES.map((value) => ({ value, label: t(`status.${value}`) })),
      )}
      {select(
        'priority',
        t('filters.allPriorities'),
        URGENCY_VALUES.map((value) => ({ value, label: t(`priority.${value}`) })),
      )}
      {select(
        'category',
        t('filters.allCategories'),
        TICKET_CATEGORY_VALUES.map((value) => ({ value, label: t(`category.${value}`) })),
      )}
      {select(
        'botId',
        t('filters.allBots'),
        (options.data?.bots ?? []).map((bot) => ({ value: bot.id, label: bot.name })),
      )}
      {select('assignee', t('filters.anyone'), [
        { value: 'me', label: t('filters.me') },
        { value: 'unassigned', label: t('filters.unassigned') },
        ...(options.data?.people ?? []).map((person) => ({ value: person.id, label: person.name })),
      ])}
    </>
  )
}
