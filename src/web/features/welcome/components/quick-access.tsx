import {
  ArrowUpRightIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MonitorSmartphoneIcon,
  SmartphoneIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '#web/config/paths.ts'

/** Each card's title and description live under quickAccess.<id> in the 'welcome' namespace. */
const QUICK_ACCESS: {
  id: 'mobileDashboard' | 'fullDashboard' | 'deviceTesting'
  to: string
  icon: LucideIcon
}[] = [
  { id: 'mobileDashboard', to: paths.mobileDashboard, icon: SmartphoneIcon },
  { id: 'fullDashboard', to: paths.dashboard, icon: LayoutDashboardIcon },
  { id: 'deviceTesting', to: paths.deviceTesting, icon: MonitorSmartphoneIcon },
]

/** Spec §2.2 'Quick Access': three cards, each one link. */
export function QuickAccess() {
  const { t } = useTranslation('welcome')
  return (
    <section aria-labelledby="quick-access-heading" className="space-y-5">
      <h2 id="quick-access-heading" className="text-center text-2xl font-semibold tracking-tight">
        {t('quickAccess.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {QUICK_ACCESS.map(({ id, to, icon: Icon }) => (
          <li key={to} className="flex">
            <Link
              to={to}
              className="group relative flex w-full flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-all outline-none hover:-translate-y-0.5 hover:shadow-md focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <div className="flex items-start justify-between">
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500/15 to-sky-500/15 text-indigo-600 dark:text-sky-300"
                >
                  <Icon className="size-5" />
                </span>
                <ArrowUpRightIcon
                  aria-hidden="true"
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                />
              </div>
              <div className="space-y-1.5">
                <h3 className="font-semibold">{t(`quickAccess.${id}.title`)}</h3>
                <p className="text-sm text-muted-foreground">{t(`quickAccess.${id}.description`)}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
