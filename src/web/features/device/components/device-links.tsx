import { ChevronRightIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** Spec §2.13: the screens to try on this device. */
const LINKS = [
  { id: 'mobileDashboard', to: '/mobile/dashboard' },
  { id: 'mobileOnboarding', to: '/mobile/onboarding' },
  { id: 'mobileFiles', to: '/mobile/files' },
  { id: 'dashboard', to: '/dashboard' },
] as const

export function DeviceLinks() {
  const { t } = useTranslation('device')
  return (
    <nav aria-labelledby="device-links-heading" className="space-y-2 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="device-links-heading" className="font-semibold">
        {t('links.title')}
      </h2>
      <ul className="-mx-2 divide-y">
        {LINKS.map(({ id, to }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-11 items-center justify-between gap-3 rounded-md px-2 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span>
                <span className="block font-medium">{t(`links.${id}`)}</span>
                <span className="block text-xs text-muted-foreground">{to}</span>
              </span>
              <ChevronRightIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
