import {
  ActivityIcon,
  AlertTriangleIcon,
  Building2Icon,
  CheckCircle2Icon,
  type LucideIcon,
  MessagesSquareIcon,
  TimerIcon,
  TrendingUpIcon,
  WrenchIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { DealerAnalyticsKpis, PeriodCount } from '#shared/schemas/dealer-analytics'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { useFormatters } from '#web/lib/format.ts'

type KpiCardProps = { id: string; icon: LucideIcon; title: string; value: string; detail: string }

function KpiCard({ id, icon: Icon, title, value, detail }: KpiCardProps) {
  return (
    <Card className="gap-2 py-4" data-testid={`kpi-${id}`} role="group" aria-labelledby={`kpi-${id}-title`}>
      <CardHeader className="flex flex-row items-center justify-between px-4">
        <CardTitle id={`kpi-${id}-title`} className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
      </CardHeader>
      <CardContent className="px-4">
        <p className="text-2xl font-semibold tabular-nums" data-testid="kpi-value">
          {value}
        </p>
        <p className="text-xs text-muted-foreground">{detail}</p>
      </CardContent>
    </Card>
  )
}

/** Spec §2.11 KPI cards, issue 8's list: dealers by status, new dealers, onboarding, equipment, conversations, escalations. */
export function KpiCards({ kpis }: { kpis: DealerAnalyticsKpis }) {
  const { t } = useTranslation('dealer-analytics')
  const format = useFormatters()
  const count = (value: number) => format.number(value)
  const previous = (figure: PeriodCount) => t('kpi.previous', { value: count(figure.previous) })
  const { onboarding } = kpis
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <KpiCard
        id="dealers"
        icon={Building2Icon}
        title={t('kpi.dealers')}
        value={count(kpis.dealers.total)}
        detail={t('kpi.dealersBreakdown', kpis.dealers)}
      />
      <KpiCard
        id="new-dealers"
        icon={TrendingUpIcon}
        title={t('kpi.newDealers')}
        value={count(kpis.newDealers.current)}
        detail={previous(kpis.newDealers)}
      />
      <KpiCard
        id="completion-rate"
        icon={CheckCircle2Icon}
        title={t('kpi.completionRate')}
        value={
          onboarding.completionRate === null
            ? t('kpi.none')
            : format.number(onboarding.completionRate / 100, { style: 'percent', maximumFractionDigits: 1 })
        }
        detail={t('kpi.completionDetail', { completed: onboarding.completed, started: onboarding.started })}
      />
      <KpiCard
        id="average-time"
        icon={TimerIcon}
        title={t('kpi.averageTime')}
        value={
          onboarding.averageDaysToComplete === null
            ? t('kpi.none')
            : t('kpi.days', { count: onboarding.averageDaysToComplete })
        }
        detail={t('kpi.averageDetail')}
      />
      <KpiCard
        id="active-equipment"
        icon={WrenchIcon}
        title={t('kpi.activeEquipment')}
        value={count(kpis.equipment.active)}
        detail={t('kpi.equipmentDetail', { total: count(kpis.equipment.total) })}
      />
      <KpiCard
        id="conversations"
        icon={MessagesSquareIcon}
        title={t('kpi.conversations')}
        value={count(kpis.conversations.current)}
        detail={`${t('kpi.fromDealers')} · ${previous(kpis.conversations)}`}
      />
      <KpiCard
        id="escalations"
        icon={AlertTriangleIcon}
        title={t('kpi.escalations')}
        value={count(kpis.escalations.current)}
        detail={`${t('kpi.fromDealers')} · ${previous(kpis.escalations)}`}
      />
      <KpiCard
        id="onboardings-started"
        icon={ActivityIcon}
        title={t('series.onboardingsStarted')}
        value={count(onboarding.started)}
        detail={t('kpi.startedDetail')}
      />
    </div>
  )
}
