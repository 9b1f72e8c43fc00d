import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'

type PaginationProps = {
  /** Index of the first row shown (the API's `offset`). */
  offset: number
  /** Rows per page (the API's `limit`). */
  limit: number
  /** Rows matching the filters across all pages. */
  total: number
  /** Called with the offset of the page asked for. */
  onPage: (offset: number) => void
  /** Accessible name of the navigation landmark, e.g. 'Dealer pages'; 'Pages' when absent. */
  label?: string
}

/** 'Showing 21–40 of 57' with Previous and Next, under a paged list; nothing when the list is empty. */
export function Pagination({ offset, limit, total, onPage, label }: PaginationProps) {
  const { t } = useTranslation('common')
  if (total === 0) return null
  return (
    <nav
      aria-label={label ?? t('pagination.label')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted-foreground" aria-live="polite">
        {t('pagination.showing', { from: offset + 1, to: Math.min(offset + limit, total), total })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onPage(Math.max(0, offset - limit))}
        >
          <ChevronLeftIcon aria-hidden="true" />
          {t('pagination.previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={offset + limit >= total}
          onClick={() => onPage(offset + limit)}
        >
          {t('pagination.next')}
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  )
}
