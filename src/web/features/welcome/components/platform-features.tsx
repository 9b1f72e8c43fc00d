import { ChartNoAxesCombinedIcon, type LucideIcon, ShieldCheckIcon, ZapIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Each feature's title and description live under features.<id> in the 'welcome' namespace. */
const FEATURES: { id: 'fast' | 'secure' | 'analytics'; icon: LucideIcon }[] = [
  { id: 'fast', icon: ZapIcon },
  { id: 'secure', icon: ShieldCheckIcon },
  { id: 'analytics', icon: ChartNoAxesCombinedIcon },
]

/** Spec §2.2 'Platform Features'. */
export function PlatformFeatures() {
  const { t } = useTranslation('welcome')
  return (
    <section aria-labelledby="platform-features-heading" className="space-y-5">
      <h2 id="platform-features-heading" className="text-center text-2xl font-semibold tracking-tight">
        {t('features.title')}
      </h2>
      <ul className="grid gap-8 rounded-2xl border bg-muted/30 p-8 sm:grid-cols-3">
        {FEATURES.map(({ id, icon: Icon }) => (
          <li key={id} className="flex flex-col items-center gap-3 text-center">
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-full bg-background shadow-sm ring-1 ring-border"
            >
              <Icon className="size-5 text-indigo-600 dark:text-sky-300" />
            </span>
            <h3 className="font-semibold">{t(`features.${id}.title`)}</h3>
            <p className="max-w-xs text-sm text-muted-foreground">{t(`features.${id}.description`)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
