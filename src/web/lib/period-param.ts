import {
  ANALYTICS_PERIOD_VALUES,
  type AnalyticsPeriod,
  DEFAULT_ANALYTICS_PERIOD,
} from '#shared/schemas/dealer-analytics'

/** The ?period= of the URL when it is one of spec §9's periods, otherwise the default 30 days. */
export function periodFromParam(value: string | null): AnalyticsPeriod {
  const period = Number(value)
  return (ANALYTICS_PERIOD_VALUES as readonly number[]).includes(period)
    ? (period as AnalyticsPeriod)
    : DEFAULT_ANALYTICS_PERIOD
}
