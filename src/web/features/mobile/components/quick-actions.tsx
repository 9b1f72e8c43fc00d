import { CameraIcon, LifeBuoyIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { mobilePaths } from '#web/features/mobile/lib/mobile-paths.ts'

/** Spec §2.13 quick actions: upload a document, get support. Large targets for thumbs. */
export function QuickActions() {
  const { t } = useTranslation('mobile')
  const actions = [
    {
      to: mobilePaths.upload,
      icon: CameraIcon,
      label: t('quickActions.upload'),
      hint: t('quickActions.uploadHint'),
    },
    {
      to: mobilePaths.support,
      icon: LifeBuoyIcon,
      label: t('quickActions.support'),
      hint: t('quickActions.supportHint'),
    },
  ]
  return (
    <section aria-labelledby="mobile-quick-actions" className="space-y-2">
      <h2 id="mobile-quick-actions" className="text-sm font-semibold text-muted-foreground">
        {t('quickActions.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3">
        {actions.map(({ to, icon: Icon, label, hint }) => (
          <li key={to} className="flex">
            <Link
              to={to}
              className="flex min-h-14 w-full items-center gap-3 rounded-lg bg-primary px-3 py-2 text-primary-foreground shadow-sm outline-none hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className="flex flex-col">
                <span className="text-sm font-semibold">{label}</span>
                <span className="text-xs opacity-80">{hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
