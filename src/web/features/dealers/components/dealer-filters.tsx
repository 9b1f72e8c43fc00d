import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DEALER_SORT_FIELDS, DEALER_STATUS_VALUES, type DealerSortField } from '#shared/schemas/dealers'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { SearchField } from '#web/components/form/search-field.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { useDealerTypeLabel } from '#web/features/dealers/lib/use-dealer-type-label.ts'

export interface DealerFilterValues {
  search: string
  status: string
  type: string
  country: string
  sort: DealerSortField
  order: 'asc' | 'desc'
}

type DealerFiltersProps = {
  values: DealerFilterValues
  onChange: (changes: Partial<DealerFilterValues>) => void
  types: readonly string[]
  countries: readonly string[]
}

/** Spec §2.1 /dealers: search on name, code, city and country; status, type and country filters; sorting. */
export function DealerFilters({ values, onChange, types, countries }: DealerFiltersProps) {
  const { t } = useTranslation('dealers')
  const id = useId()
  const typeLabel = useDealerTypeLabel()
  return (
    <search className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr_1.3fr]">
      <SearchField
        className="col-span-2 lg:col-span-1"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={values.search}
        onChange={(search) => onChange({ search })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-status`}>{t('filters.status')}</Label>
        <NativeSelect
          id={`${id}-status`}
          value={values.status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">{t('filters.allStatuses')}</option>
          {DEALER_STATUS_VALUES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-type`}>{t('filters.type')}</Label>
        <NativeSelect
          id={`${id}-type`}
          value={values.type}
          onChange={(event) => onChange({ type: event.target.value })}
        >
          <option value="">{t('filters.allTypes')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-country`}>{t('filters.country')}</Label>
        <NativeSelect
          id={`${id}-country`}
          value={values.country}
          onChange={(event) => onChange({ country: event.target.value })}
        >
          <option value="">{t('filters.allCountries')}</option>
          {countries.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-sort`}>{t('filters.sort')}</Label>
        <NativeSelect
          id={`${id}-sort`}
          value={`${values.sort}:${values.order}`}
          onChange={(event) => {
            const [sort, order] = event.target.value.split(':') as [DealerSortField, 'asc' | 'desc']
            onChange({ sort, order })
          }}
        >
          {DEALER_SORT_FIELDS.flatMap((field) =>
            (['asc', 'desc'] as const).map((order) => (
              <option key={`${field}:${order}`} value={`${field}:${order}`}>
                {t(`sort.${field}.${order}`)}
              </option>
            )),
          )}
        </NativeSelect>
      </div>
    </search>
  )
}
