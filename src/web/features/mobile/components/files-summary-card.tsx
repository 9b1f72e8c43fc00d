import { CheckCircle2Icon, ClockIcon, FileTextIcon, LoaderIcon, XCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MobileSummary } from '#shared/schemas/mobile'
import { mobilePaths } from '#web/features/mobile/lib/mobile-paths.ts'
import { useFormatters } from '#web/lib/format.ts'
import { StatTile } from './stat-tile.tsx'

type FilesSummary = NonNullable<MobileSummary['files']>

/**
 * The documents by status. Dealer staff see their dealer's files and open the mobile file list;
 * reviewers see every dealer's and open the file centre's review list.
 */
export function FilesSummaryCard({ files }: { files: FilesSummary }) {
  const { t } = useTranslation('mobile')
  const { number } = useFormatters()
  const review = files.scope === 'review'
  const listPath = review ? '/files' : mobilePaths.files
  // The file centre filters by ?status=, the mobile file list by ?filter= (all/pending/approved/rejected).
  const filtered = (status: string) => `${listPath}?${review ? 'status' : 'filter'}=${status}`
  return (
    <section
      aria-labelledby="mobile-files-heading"
      className="space-y-2 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="mobile-files-heading" className="flex items-center gap-2 font-semibold">
          <FileTextIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          {review ? t('files.reviewTitle') : t('files.title')}
        </h2>
        <Link
          to={listPath}
          className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {t('files.total', { count: files.total, formatted: number(files.total) })}
        </Link>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <StatTile
          id="files-pending"
          label={review ? t('files.toReview') : t('status.pending')}
          value={files.counts.pending}
          icon={ClockIcon}
          tone="amber"
          to={filtered('pending')}
        />
        <StatTile
          id="files-approved"
          label={t('status.approved')}
          value={files.counts.approved}
          icon={CheckCircle2Icon}
          tone="emerald"
          to={filtered('approved')}
        />
        <StatTile
          id="files-rejected"
          label={t('status.rejected')}
          value={files.counts.rejected}
          icon={XCircleIcon}
          tone="red"
          to={filtered('rejected')}
        />
        <StatTile
          id="files-processing"
          label={t('status.processing')}
          value={files.counts.processing}
          icon={LoaderIcon}
          tone="sky"
        />
      </div>
    </section>
  )
}
