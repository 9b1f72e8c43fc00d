import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import type { DealerDetail } from '#web/features/dealers/api/get-dealer.ts'
import { useDealerTypeLabel } from '#web/features/dealers/lib/use-dealer-type-label.ts'
import { useFormatters } from '#web/lib/format.ts'

/** Spec §3 dealer fields, plus the counts the dealer page of issue 8 asks for. */
export function DealerDetailsCard({
  detail,
  employeeCount,
}: {
  detail: DealerDetail
  employeeCount?: number
}) {
  const { t } = useTranslation('dealers')
  const format = useFormatters()
  const typeLabel = useDealerTypeLabel()
  const { dealer, counts, equipment } = detail
  const rows: [string, string][] = [
    [t('fields.email'), dealer.email ?? '—'],
    [t('fields.dealerType'), typeLabel(dealer.dealerType) ?? '—'],
    [t('fields.city'), dealer.city ?? '—'],
    [t('fields.country'), dealer.country ?? '—'],
    [t('list.created'), format.date(dealer.createdAt)],
  ]
  const stats: [string, number | undefined][] = [
    [t('page.stats.employees'), employeeCount],
    [t('page.stats.equipment'), equipment.length],
    [t('page.stats.conversations'), counts.conversations],
    [t('page.stats.escalations'), counts.escalations],
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('page.details')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats
            .filter(([, value]) => value !== undefined)
            .map(([label, value]) => (
              <div key={label} className="rounded-lg border bg-muted/30 p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-2xl font-semibold tabular-nums">{format.number(value ?? 0)}</dd>
              </div>
            ))}
        </dl>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
