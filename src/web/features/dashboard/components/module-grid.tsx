import { ChevronDownIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DASHBOARD_MODULES, hasAnyRole } from '#shared/auth/permissions'
import { Button } from '#web/components/ui/button.tsx'
import { cn } from '#web/lib/cn.ts'
import { ModuleCard } from './module-card.tsx'

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-2 2xl:grid-cols-3'

/**
 * Spec §2.5 module grid. Issue 35: the modules the user can open come first; the spec's greyed
 * 'Access Denied' cards wait behind 'Show all modules', so a dealer on a phone does not scroll past
 * six grey cards to reach the news.
 */
export function ModuleGrid({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('dashboard')
  const [showAll, setShowAll] = useState(false)
  const deniedListId = useId()
  const available = DASHBOARD_MODULES.filter((module) => hasAnyRole(roles, module.roles))
  const denied = DASHBOARD_MODULES.filter((module) => !hasAnyRole(roles, module.roles))
  return (
    <section aria-labelledby="modules-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="modules-heading" className="text-lg font-semibold tracking-tight">
          {t('modules.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('modules.description')}</p>
      </div>
      <ul className={GRID}>
        {available.map((module) => (
          <ModuleCard key={module.key} module={module} available />
        ))}
      </ul>
      {denied.length > 0 ? (
        <>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showAll}
            aria-controls={deniedListId}
            onClick={() => setShowAll((shown) => !shown)}
          >
            {t('modules.showAll')}
            <ChevronDownIcon
              aria-hidden="true"
              className={cn('transition-transform', showAll && 'rotate-180')}
            />
          </Button>
          <ul id={deniedListId} hidden={!showAll} className={GRID}>
            {denied.map((module) => (
              <ModuleCard key={module.key} module={module} available={false} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
