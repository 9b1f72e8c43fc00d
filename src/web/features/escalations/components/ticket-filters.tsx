import { SearchIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { TICKET_CATEGORY_VALUES, TICKET_STATUS_VALUES } from '#shared/schemas/escalations'
import { URGENCY_VALUES } from '#shared/schemas/notifications'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Input } from '#web/components/ui/input.tsx'
import type { TicketFilter } from '#web/features/escalations/api/escalation-query-keys.ts'
import { useDeskOptions } from '#web/features/escalations/api/escalations-api.ts'

/** Search and the desk's filters: status, priority, category, bot and assignee. */
export function TicketFilters({
  filter,
  onChange,
}: {
  filter: TicketFilter
  onChange: (change: Partial<TicketFilter>) => void
}) {
  const { t } = useTranslation('escalations')
  const options = useDeskOptions()
  const select = (key: keyof TicketFilter, label: string, choices: { value: string; label: string }[]) => (
    <NativeSelect
      aria-label={label}
      value={(filter[key] as string | undefined) ?? ''}
      onChange={(event) => onChange({ [key]: event.target.value || undefined })}
      className="sm:w-44"
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
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <div className="relative sm:w-64">
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
    </div>
  )
}
