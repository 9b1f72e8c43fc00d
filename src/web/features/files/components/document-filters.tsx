import { SearchIcon } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DOCUMENT_CATEGORY_VALUES,
  DOCUMENT_SORT_FIELDS,
  DOCUMENT_STATUS_VALUES,
  type DocumentFilterOptions,
} from '#shared/schemas/files'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'

export interface FilterValues {
  search: string
  status: string
  category: string
  dealerId: string
  uploadedBy: string
  from: string
  to: string
  sort: string
  order: string
}

/** Issue 10 browse: search by title and file name; filters status, category, dealer, uploader, date; sort. */
export function DocumentFilters({
  values,
  options,
  onChange,
}: {
  values: FilterValues
  options: DocumentFilterOptions | undefined
  onChange: (change: Partial<FilterValues>) => void
}) {
  const { t } = useTranslation('files')
  const id = useId()
  const field = (name: string) => `${id}-${name}`
  return (
    <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('filters.label')}>
      <div className="space-y-1 sm:col-span-2">
        <Label htmlFor={field('search')}>{t('filters.search')}</Label>
        <div className="relative">
          <SearchIcon className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden="true" />
          <Input
            id={field('search')}
            type="search"
            className="pl-8"
            value={values.search}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(event) => onChange({ search: event.target.value })}
          />
        </div>
      </div>
      <Select
        id={field('status')}
        label={t('filters.status')}
        value={values.status}
        onChange={(status) => onChange({ status })}
      >
        <option value="">{t('filters.allStatuses')}</option>
        {DOCUMENT_STATUS_VALUES.map((value) => (
          <option key={value} value={value}>
            {t(`status.${value}`)}
          </option>
        ))}
      </Select>
      <Select
        id={field('category')}
        label={t('filters.category')}
        value={values.category}
        onChange={(category) => onChange({ category })}
      >
        <option value="">{t('filters.allCategories')}</option>
        {DOCUMENT_CATEGORY_VALUES.map((value) => (
          <option key={value} value={value}>
            {t(`category.${value}`)}
          </option>
        ))}
      </Select>
      {options && options.dealers.length > 1 ? (
        <Select
          id={field('dealer')}
          label={t('filters.dealer')}
          value={values.dealerId}
          onChange={(dealerId) => onChange({ dealerId })}
        >
          <option value="">{t('filters.allDealers')}</option>
          {options.dealers.map((dealer) => (
            <option key={dealer.id} value={dealer.id}>
              {dealer.name}
            </option>
          ))}
        </Select>
      ) : null}
      <Select
        id={field('uploader')}
        label={t('filters.uploader')}
        value={values.uploadedBy}
        onChange={(uploadedBy) => onChange({ uploadedBy })}
      >
        <option value="">{t('filters.anyone')}</option>
        <option value="me">{t('filters.me')}</option>
        {(options?.uploaders ?? []).map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </Select>
      <div className="space-y-1">
        <Label htmlFor={field('from')}>{t('filters.from')}</Label>
        <Input
          id={field('from')}
          type="date"
          value={values.from}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={field('to')}>{t('filters.to')}</Label>
        <Input
          id={field('to')}
          type="date"
          value={values.to}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
      <Select
        id={field('sort')}
        label={t('filters.sort')}
        value={`${values.sort}:${values.order}`}
        onChange={(value) => {
          const [sort, order] = value.split(':')
          onChange({ sort, order })
        }}
      >
        {DOCUMENT_SORT_FIELDS.flatMap((sort) =>
          (['desc', 'asc'] as const).map((order) => (
            <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
              {t(`sort.${sort}.${order}`)}
            </option>
          )),
        )}
      </Select>
    </search>
  )
}

function Select({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  children: React.ReactNode
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  )
}
