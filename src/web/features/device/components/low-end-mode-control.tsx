import { useTranslation } from 'react-i18next'
import { cn } from '#web/lib/cn.ts'
import { LOW_END_PREFERENCES, setLowEndPreference, useLowEndMode } from '#web/lib/device/low-end-mode.ts'

/** The low-end mode switch: follow the detection, or force it on or off on this device. */
export function LowEndModeControl() {
  const { t } = useTranslation('device')
  const { preference, active } = useLowEndMode()
  return (
    <section aria-labelledby="low-end-heading" className="space-y-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="space-y-1">
        <h2 id="low-end-heading" className="font-semibold">
          {t('lowEnd.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('lowEnd.description')}</p>
      </div>
      <fieldset>
        <legend className="sr-only">{t('lowEnd.title')}</legend>
        <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
          {LOW_END_PREFERENCES.map((option) => (
            <label
              key={option}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-medium has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                preference === option ? 'bg-background font-semibold shadow-sm' : 'text-foreground',
              )}
            >
              <input
                type="radio"
                name="low-end-mode"
                value={option}
                checked={preference === option}
                onChange={() => setLowEndPreference(option)}
                className="sr-only"
              />
              {t(`lowEnd.options.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <p data-testid="low-end-state" className="text-sm">
        {active ? t('lowEnd.active') : t('lowEnd.inactive')}
      </p>
    </section>
  )
}
