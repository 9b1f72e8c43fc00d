import { useTranslation } from 'react-i18next'
import { ReviewQueue } from '#web/features/training/components/review-queue.tsx'

/** /training: Training & Review (spec §2.5: admin and trainer). */
export function TrainingRoute() {
  const { t } = useTranslation('training')
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
        <p className="text-muted-foreground">{t('page.description')}</p>
      </header>
      <ReviewQueue />
    </div>
  )
}
