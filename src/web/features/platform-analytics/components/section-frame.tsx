import { DownloadIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { AnalyticsPeriod, PlatformAnalyticsSection } from '#shared/schemas/platform-analytics'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { platformAnalyticsExportUrl } from '#web/features/platform-analytics/api/get-platform-analytics.ts'
import { DataTable, type TableView } from './chart-card.tsx'

/** One view of /analytics: its heading, its CSV export, and its figures and charts. */
export function SectionFrame({
  section,
  period,
  children,
}: {
  section: PlatformAnalyticsSection
  period: AnalyticsPeriod
  children: ReactNode
}) {
  const { t } = useTranslation('analytics')
  return (
    <section aria-labelledby={`section-${section}`} className="space-y-4" data-testid={`section-${section}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`section-${section}`} className="text-xl font-semibold">
          {t(`sections.${section}`)}
        </h2>
        <Button asChild variant="outline" size="sm" className="print:hidden">
          <a href={platformAnalyticsExportUrl(period, section)} download data-testid={`export-${section}`}>
            <DownloadIcon aria-hidden="true" />
            {t('exportView', { view: t(`sections.${section}`) })}
          </a>
        </Button>
      </div>
      {children}
    </section>
  )
}

/** A list of figures without a chart (top questions, stale entries) in a titled card. */
export function TableCard({ id, title, table }: { id: string; title: string; table: TableView }) {
  return (
    <Card className="break-inside-avoid" data-testid={id}>
      <CardHeader>
        <CardTitle asChild>
          <h3>{title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <DataTable caption={title} table={table} testId={`${id}-table`} />
      </CardContent>
    </Card>
  )
}
