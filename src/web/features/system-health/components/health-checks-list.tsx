import { useTranslation } from 'react-i18next'
import type { HealthCheckResult } from '#shared/schemas/system-health'
import { useFormatters } from '#web/lib/format.ts'
import { HealthStatusBadge } from './health-status-badge.tsx'

/** Spec §3 health check result per row: name, status, message, response time and last checked. */
export function HealthChecksList({ checks }: { checks: HealthCheckResult[] }) {
  const { t } = useTranslation('health')
  const format = useFormatters()
  return (
    <>
      {/* Phones: one card per check, so nothing scrolls sideways. */}
      <ul className="space-y-2 md:hidden" aria-label={t('checks.caption')}>
        {checks.map((check) => (
          <li
            key={check.name}
            className="rounded-lg border p-3 text-sm"
            data-testid="health-check-card"
            data-check={check.name}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{t(`checkNames.${check.name}`)}</span>
              <HealthStatusBadge status={check.status} />
            </div>
            <p className="mt-1 break-words text-muted-foreground">{check.message}</p>
            <p className="mt-1 text-xs text-muted-foreground">
              {t('checks.milliseconds', {
                value: format.number(check.responseTimeMs, { maximumFractionDigits: 1 }),
              })}
              {' · '}
              <time dateTime={check.lastChecked}>
                {format.date(check.lastChecked, { timeStyle: 'medium' })}
              </time>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('checks.caption')}</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('checks.name')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('checks.status')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('checks.message')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('checks.responseTime')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('checks.lastChecked')}
              </th>
            </tr>
          </thead>
          <tbody>
            {checks.map((check) => (
              <tr
                key={check.name}
                className="border-t align-top"
                data-testid="health-check-row"
                data-check={check.name}
              >
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {t(`checkNames.${check.name}`)}
                </th>
                <td className="px-3 py-2">
                  <HealthStatusBadge status={check.status} />
                </td>
                <td className="max-w-md px-3 py-2 break-words text-muted-foreground">{check.message}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {t('checks.milliseconds', {
                    value: format.number(check.responseTimeMs, { maximumFractionDigits: 1 }),
                  })}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={check.lastChecked}>
                    {format.date(check.lastChecked, { timeStyle: 'medium' })}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
