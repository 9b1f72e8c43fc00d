import { BookOpenCheckIcon, CheckCircle2Icon, GaugeIcon, LoaderIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { OverviewResponse } from '#shared/schemas/onboarding'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx'

/** Spec §2.10 stat cards, from real rows. */
export function StatCards({ stats }: { stats: OverviewResponse['stats'] }) {
  const { t } = useTranslation('onboarding')
  const cards = [
    { key: 'activePrograms', value: String(stats.activePrograms), Icon: BookOpenCheckIcon },
    { key: 'inProgress', value: String(stats.inProgress), Icon: LoaderIcon },
    { key: 'completed', value: String(stats.completed), Icon: CheckCircle2Icon },
    { key: 'avgProgress', value: `${stats.avgProgress}%`, Icon: GaugeIcon },
  ] as const
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(({ key, value, Icon }) => (
        <Card key={key} className="gap-2 py-4">
          <CardHeader className="flex flex-row items-center justify-between px-4">
            <CardTitle asChild className="text-sm font-medium text-muted-foreground">
              <h3>{t(`stats.${key}`)}</h3>
            </CardTitle>
            <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
          </CardHeader>
          <CardContent className="px-4">
            <p className="text-2xl font-semibold tabular-nums" data-testid={`stat-${key}`}>
              {value}
            </p>
          </CardContent>
        </Card>
      ))}
    </div>
  )
}
