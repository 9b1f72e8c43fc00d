import { MapPinIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { DealerListItem } from '#web/features/dealers/api/list-dealers.ts'
import { useDealerTypeLabel } from '#web/features/dealers/lib/use-dealer-type-label.ts'
import { useFormatters } from '#web/lib/format.ts'
import { DealerStatusBadge } from './dealer-status-badge.tsx'

const place = (dealer: DealerListItem) => [dealer.city, dealer.country].filter(Boolean).join(', ')

/** The dealers as a table from 768 px, as cards below (the phone layout of spec §2.3). */
export function DealerList({ dealers }: { dealers: DealerListItem[] }) {
  const { t } = useTranslation('dealers')
  const format = useFormatters()
  const typeLabel = useDealerTypeLabel()
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label={t('list.label')}>
        {dealers.map((dealer) => (
          <li key={dealer.id} className="rounded-lg border bg-card p-4 shadow-xs">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link to={`/dealers/${dealer.id}`} className="font-medium underline-offset-4 hover:underline">
                  {dealer.name}
                </Link>
                <p className="font-mono text-xs text-muted-foreground">{dealer.dealerCode}</p>
              </div>
              <DealerStatusBadge status={dealer.status} />
            </div>
            <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPinIcon aria-hidden="true" className="size-3.5" />
              {place(dealer) || t('list.noLocation')}
              {dealer.dealerType ? <span>· {typeLabel(dealer.dealerType)}</span> : null}
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('list.label')}</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-medium">
                {t('fields.name')}
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium">
                {t('fields.dealerCode')}
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium">
                {t('fields.status')}
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium">
                {t('fields.dealerType')}
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium">
                {t('list.location')}
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium">
                {t('list.created')}
              </th>
            </tr>
          </thead>
          <tbody>
            {dealers.map((dealer) => (
              <tr key={dealer.id} className="border-t hover:bg-muted/30">
                <td className="px-4 py-3">
                  <Link
                    to={`/dealers/${dealer.id}`}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {dealer.name}
                  </Link>
                  {dealer.email ? <p className="text-xs text-muted-foreground">{dealer.email}</p> : null}
                </td>
                <td className="px-4 py-3 font-mono text-xs">{dealer.dealerCode}</td>
                <td className="px-4 py-3">
                  <DealerStatusBadge status={dealer.status} />
                </td>
                <td className="px-4 py-3">{typeLabel(dealer.dealerType) ?? '—'}</td>
                <td className="px-4 py-3">{place(dealer) || '—'}</td>
                <td className="px-4 py-3 whitespace-nowrap">{format.date(dealer.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
