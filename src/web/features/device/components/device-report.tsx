import { CheckIcon, MinusIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#web/lib/cn.ts'
import {
  LOW_END_MAX_PIXEL_RATIO,
  LOW_END_MAX_WIDTH,
  lowEndSignalsOf,
} from '#web/lib/device/device-profile.ts'
import { useLowEndMode } from '#web/lib/device/low-end-mode.ts'
import { useFormatters } from '#web/lib/format.ts'

function Signal({ id, label, value, hit }: { id: string; label: string; value: string; hit: boolean }) {
  const { t } = useTranslation('device')
  const Icon = hit ? CheckIcon : MinusIcon
  return (
    <div className="flex min-h-11 items-center justify-between gap-3 py-2">
      <dt className="text-sm">
        <span className="block font-medium">{label}</span>
        <span className="block text-xs text-muted-foreground" data-testid={`device-${id}-rule`}>
          {hit ? t('report.signalMet') : t('report.signalNotMet')}
        </span>
      </dt>
      <dd className="flex items-center gap-2 text-sm tabular-nums" data-testid={`device-${id}`}>
        {value}
        <Icon
          aria-hidden="true"
          className={cn('size-4', hit ? 'text-amber-600 dark:text-amber-300' : 'text-muted-foreground')}
        />
      </dd>
    </div>
  )
}

/** Spec §2.13 device report: the three signals of the low-end rule and the verdict. */
export function DeviceReport() {
  const { t } = useTranslation('device')
  const { number } = useFormatters()
  const { profile, detected } = useLowEndMode()
  const signals = lowEndSignalsOf(profile)
  return (
    <section
      aria-labelledby="device-report-heading"
      className="space-y-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="device-report-heading" className="font-semibold">
          {t('report.title')}
        </h2>
        <span
          data-testid="device-verdict"
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            detected
              ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
              : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
          )}
        >
          {detected ? t('report.lowEnd') : t('report.standard')}
        </span>
      </div>
      <dl className="divide-y">
        <Signal
          id="width"
          label={t('report.screenWidth', { limit: LOW_END_MAX_WIDTH })}
          value={t('report.pixels', { value: number(profile.screenWidth) })}
          hit={signals.narrowScreen}
        />
        <Signal
          id="pixel-ratio"
          label={t('report.pixelRatio', { limit: LOW_END_MAX_PIXEL_RATIO })}
          value={number(profile.pixelRatio, { maximumFractionDigits: 2 })}
          hit={signals.lowPixelRatio}
        />
        <Signal
          id="connection"
          label={t('report.connection')}
          value={profile.connectionType ?? t('report.connectionUnknown')}
          hit={signals.slowConnection}
        />
      </dl>
      <p className="text-xs text-muted-foreground">{t('report.rule')}</p>
    </section>
  )
}
