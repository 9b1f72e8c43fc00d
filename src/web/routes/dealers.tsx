import { AlertCircleIcon, PlusIcon, StoreIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { hasPermission } from '#shared/auth/permissions'
import { SEARCH_DEBOUNCE_MS } from '#shared/constants/limits'
import { DEALER_PAGE_SIZE, DEALER_SORT_FIELDS, type DealerSortField } from '#shared/schemas/dealers'
import { Pagination } from '#web/components/data/pagination.tsx'
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { useDealers } from '#web/features/dealers/api/list-dealers.ts'
import { DealerFilters, type DealerFilterValues } from '#web/features/dealers/components/dealer-filters.tsx'
import { DealerFormDialog } from '#web/features/dealers/components/dealer-form-dialog.tsx'
import { DealerList } from '#web/features/dealers/components/dealer-list.tsx'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts'

function readFilters(params: URLSearchParams): DealerFilterValues & { offset: number } {
  const sort = params.get('sort')
  return {
    search: params.get('search') ?? '',
    status: params.get('status') ?? '',
    type: params.get('type') ?? '',
    country: params.get('country') ?? '',
    sort: DEALER_SORT_FIELDS.includes(sort as DealerSortField) ? (sort as DealerSortField) : 'createdAt',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    offset: Math.max(0, Number(params.get('offset')) || 0),
  }
}

/** Spec §2.1 /dealers: the dealer network, searchable, filterable, sortable, paged; create for DEALER_MANAGEMENT. */
export function DealersRoute() {
  const { t } = useTranslation('dealers')
  const me = useCurrentUser()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  // The text box answers at once; the list follows after the spec's 300 ms pause.
  const [searchText, setSearchText] = useState(filters.search)
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS)
  const [creating, setCreating] = useState(false)
  const canCreate = hasPermission(me.roles, 'DEALER_MANAGEMENT')

  const query = {
    search: search.trim() || undefined,
    status: (filters.status || undefined) as 'active' | 'onboarding' | 'inactive' | undefined,
    type: filters.type || undefined,
    country: filters.country || undefined,
    sort: filters.sort,
    order: filters.order,
    limit: DEALER_PAGE_SIZE,
    offset: search === filters.search ? filters.offset : 0,
  }
  const dealers = useDealers(query)

  function update(changes: Partial<DealerFilterValues & { offset: number }>) {
    if (changes.search !== undefined) setSearchText(changes.search)
    const next = { ...filters, search: changes.search ?? searchText, ...changes }
    if (changes.offset === undefined) next.offset = 0
    const entries = Object.entries(next).filter(
      ([key, value]) => value !== '' && !(key === 'offset' && value === 0),
    )
    setParams(new URLSearchParams(entries.map(([key, value]) => [key, String(value)])), { replace: true })
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('list.title')}</h1>
          <p className="text-muted-foreground">{t('list.description')}</p>
        </div>
        {canCreate ? (
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            {t('list.add')}
          </Button>
        ) : null}
      </header>
      <DealerFilters
        values={{ ...filters, search: searchText }}
        onChange={update}
        types={dealers.data?.filterOptions.types ?? []}
        countries={dealers.data?.filterOptions.countries ?? []}
      />
      {dealers.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : dealers.isError ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertTitle>{t('list.loadFailed')}</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" onClick={() => dealers.refetch()}>
              {t('list.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : dealers.data.dealers.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-12 text-center">
          <StoreIcon aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{t('list.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('list.emptyHint')}</p>
        </div>
      ) : (
        <div className="space-y-4">
          <DealerList dealers={dealers.data.dealers} />
          <Pagination
            label={t('list.pagination')}
            offset={query.offset}
            limit={DEALER_PAGE_SIZE}
            total={dealers.data.total}
            onPage={(offset) => update({ offset })}
          />
        </div>
      )}
      {canCreate ? (
        <DealerFormDialog
          open={creating}
          onOpenChange={setCreating}
          onCreated={(dealer) => navigate(`/dealers/${dealer.id}`)}
        />
      ) : null}
    </div>
  )
}
