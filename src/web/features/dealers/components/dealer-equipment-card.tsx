import { useTranslation } from 'react-i18next'
import { Badge } from '#web/components/ui/badge.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import type { DealerDetail } from '#web/features/dealers/api/get-dealer.ts'
import { useFormatters } from '#web/lib/format.ts'

/** The dealer's equipment, read-only (the Equipment page edits it). */
export function DealerEquipmentCard({ equipment }: { equipment: DealerDetail['equipment'] }) {
  const { t } = useTranslation('dealers')
  const format = useFormatters()
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('page.equipment.title')}</h2>
        </CardTitle>
        <CardDescription>{t('page.equipment.description', { count: equipment.length })}</CardDescription>
      </CardHeader>
      <CardContent>
        {equipment.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('page.equipment.none')}</p>
        ) : (
          <ul className="divide-y" aria-label={t('page.equipment.title')}>
            {equipment.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2.5 first:pt-0 last:pb-0"
              >
                <div className="min-w-0">
                  <p className="font-medium">{item.model}</p>
                  <p className="text-xs text-muted-foreground">
                    <span className="font-mono">{item.serialNumber}</span> · {item.equipmentType}
                    {item.deliveryDate
                      ? ` · ${t('page.equipment.delivered', { date: format.date(item.deliveryDate) })}`
                      : ''}
                  </p>
                </div>
                <Badge variant="outline">{t(`equipmentStatus.${item.status}`)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
