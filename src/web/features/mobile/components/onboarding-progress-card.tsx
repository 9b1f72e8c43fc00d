import { GraduationCapIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MobileSummary } from '#shared/schemas/mobile'
import { ProgressBar } from '#web/components/data/progress-bar.tsx'
import { mobilePaths } from '#web/features/mobile/lib/mobile-paths.ts'
import { useFormatters } from '#web/lib/format.ts'

type Onboarding = NonNullable<MobileSummary['onboarding']>

/** The dealer's onboarding progress (approved steps of all steps), leading to /mobile/onboarding. */
export function OnboardingProgressCard({ onboarding }: { onboarding: Onboarding }) {
  const { t } = useTranslation('mobile')
  const { number } = useFormatters()
  const percent = number(onboarding.progressPercentage / 100, { style: 'percent' })
  return (
    <Link
      to={mobilePaths.onboarding}
      aria-labelledby="mobile-onboarding-heading"
      className="block space-y-3 rounded-xl border bg-card p-4 shadow-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="mobile-onboarding-heading" className="flex items-center gap-2 font-semibold">
            <GraduationCapIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            {t('onboarding.title')}
          </h2>
          <p className="truncate text-sm text-muted-foreground">{onboarding.programName}</p>
        </div>
        <span data-testid="onboarding-percent" className="text-2xl font-semibold tabular-nums">
          {percent}
        </span>
      </div>
      <ProgressBar value={onboarding.progressPercentage} label={t('onboarding.title')} />
      <p className="text-sm text-muted-foreground">
        {onboarding.completed
          ? t('onboarding.completed')
          : t('onboarding.steps', { approved: onboarding.approvedCount, count: onboarding.stepCount })}
      </p>
    </Link>
  )
}
