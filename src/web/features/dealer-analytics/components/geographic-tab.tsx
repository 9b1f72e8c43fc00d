import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { DealerAnalyticsReport } from '#shared/schemas/dealer-analytics'
import { CHART_COLORS, ChartFrame } from '#web/components/charts/chart-frame.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx'

/** Geographic: dealers per country (by status) and per city. */
export function GeographicTab({ report }: { report: DealerAnalyticsReport }) {
  const { t } = useTranslation('dealer-analytics')
  const place = (value: string | null) => value ?? t('geographic.unknown')
  const countries = report.geography.countries.map((row) => ({ ...row, label: place(row.country) }))
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartFrame id="country-chart" title={t('geographic.countryTitle')}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={countries} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            <Bar
              isAnimationActive={false}
              dataKey="active"
              stackId="status"
              name={t('series.active')}
              fill={CHART_COLORS[1]}
            />
            <Bar
              isAnimationActive={false}
              dataKey="onboarding"
              stackId="status"
              name={t('series.onboarding')}
              fill={CHART_COLORS[2]}
            />
            <Bar
              isAnimationActive={false}
              dataKey="inactive"
              stackId="status"
              name={t('series.inactive')}
              fill={CHART_COLORS[4]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="city-table-title">{t('geographic.cityTitle')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {report.geography.cities.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('geographic.empty')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm" aria-labelledby="city-table-title">
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('geographic.city')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('geographic.country')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {t('geographic.dealers')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('geographic.active')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.geography.cities.map((row) => (
                    <tr key={`${row.country}-${row.city}`} className="border-t">
                      <td className="py-2 pr-3">{place(row.city)}</td>
                      <td className="py-2 pr-3">{place(row.country)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{row.total}</td>
                      <td className="py-2 text-right tabular-nums">{row.active}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
