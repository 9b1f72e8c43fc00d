import { DownloadIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AuditFilter } from '#shared/schemas/audit-log'
import { AUDIT_PAGE_SIZE } from '#shared/schemas/audit-log'
import { Pagination } from '#web/components/data/pagination.tsx'
import { ScrollTable } from '#web/components/data/scroll-table.tsx'
import { ErrorState } from '#web/components/feedback/error-state.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { auditExportUrl, useAuditList } from '#web/features/audit/api/list-audit.ts'
import { useFormatters } from '#web/lib/format.ts'
import { AuditFilters } from './audit-filters.tsx'
import { useAuditChangeText } from './use-audit-change-text.ts'

/** Issue 11 audit log view (admin-level): every recorded change, filterable, paged and exportable as CSV. */
export function AuditPage() {
  const { t } = useTranslation('audit')
  const format = useFormatters()
  const auditText = useAuditChangeText()
  const [filter, setFilter] = useState<Partial<AuditFilter>>({})
  const [offset, setOffset] = useState(0)
  const list = useAuditList({ ...filter, offset, limit: AUDIT_PAGE_SIZE })
  const changeFilter = (next: Partial<AuditFilter>) => {
    setFilter(next)
    setOffset(0)
  }
  // The browser's date inputs cannot produce an inverted range the server would refuse.
  const validRange = !filter.from || !filter.to || filter.from <= filter.to

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
          <p className="text-muted-foreground">{t('page.description')}</p>
        </div>
        <Button asChild variant="outline" disabled={!validRange}>
          <a href={auditExportUrl(filter)} download>
            <DownloadIcon aria-hidden="true" />
            {t('page.export')}
          </a>
        </Button>
      </header>
      <AuditFilters filter={filter} onChange={changeFilter} />
      {list.isError ? (
        <ErrorState headingLevel="h2" title={t('page.loadFailed')} description={list.error.message} />
      ) : !list.data ? (
        <Skeleton className="h-64 w-full" />
      ) : list.data.entries.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">{t('page.empty')}</p>
      ) : (
        <>
          <ScrollTable
            label={t('page.title')}
            className="overflow-x-auto"
            columns={(['time', 'actor', 'change', 'action', 'dealer'] as const).map((key) => ({
              key,
              label: t(`columns.${key}`),
            }))}
          >
            {list.data.entries.map((entry) => (
              <tr key={entry.id} className="border-t align-top" data-testid="audit-row">
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
                </td>
                <td className="px-3 py-2">
                  {entry.actor ? (
                    <>
                      <span className="block font-medium">{entry.actor.name ?? entry.actor.email}</span>
                      {entry.actor.name ? (
                        <span className="block text-xs text-muted-foreground">{entry.actor.email}</span>
                      ) : null}
                    </>
                  ) : (
                    <span className="text-muted-foreground">{t('columns.noActor')}</span>
                  )}
                </td>
                <td className="px-3 py-2">{auditText(entry)}</td>
                <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{entry.action}</td>
                <td className="px-3 py-2">{entry.dealerName ?? '–'}</td>
              </tr>
            ))}
          </ScrollTable>
          <Pagination
            offset={offset}
            limit={AUDIT_PAGE_SIZE}
            total={list.data.total}
            onPage={setOffset}
            label={t('page.pages')}
          />
        </>
      )}
    </div>
  )
}
