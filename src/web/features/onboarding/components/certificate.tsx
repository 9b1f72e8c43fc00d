import { AwardIcon, PrinterIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ErrorState } from '#web/components/feedback/error-state.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useCertificate } from '#web/features/onboarding/api/get-certificate.ts'
import { onboardingPaths } from '#web/features/onboarding/lib/paths.ts'
import { useFormatters } from '#web/lib/format.ts'

// Printing shows the certificate alone: everything else on the page (the portal's shell too) hides.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #onboarding-certificate, #onboarding-certificate * { visibility: visible !important; }
  #onboarding-certificate { position: absolute; inset: 0; margin: 0; border: none; }
}`

/** Issue 7: the completion certificate with dealer, program and date, printable. */
export function Certificate({ onboardingId }: { onboardingId: string }) {
  const { t } = useTranslation('onboarding')
  const { date } = useFormatters()
  const certificate = useCertificate(onboardingId)

  if (certificate.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} className="size-6" />
      </div>
    )
  }
  if (certificate.isError) {
    return (
      <ErrorState
        title={t('certificate.unavailable')}
        description={t('certificate.unavailableHint')}
        actions={
          <Button asChild variant="outline">
            <Link to={onboardingPaths.my}>{t('certificate.back')}</Link>
          </Button>
        }
      />
    )
  }
  const data = certificate.data
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4 px-4 py-8 sm:px-6">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap justify-between gap-2">
        <Button asChild variant="outline">
          <Link to={`${onboardingPaths.my}?onboarding=${data.onboardingId}`}>{t('certificate.back')}</Link>
        </Button>
        <Button onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" />
          {t('certificate.print')}
        </Button>
      </div>
      <article
        id="onboarding-certificate"
        className="space-y-6 rounded-xl border-8 border-double border-primary/40 bg-card p-8 text-center sm:p-14"
        aria-labelledby="certificate-title"
      >
        <AwardIcon className="mx-auto size-14 text-primary" aria-hidden="true" />
        <h1 id="certificate-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
          {t('certificate.title')}
        </h1>
        <p className="text-muted-foreground">{t('certificate.certifies')}</p>
        <p className="text-2xl font-semibold sm:text-3xl" data-testid="certificate-dealer">
          {data.dealerName}
        </p>
        <p className="text-sm text-muted-foreground">{data.dealerCode}</p>
        <p>{t('certificate.completed')}</p>
        <p className="text-xl font-medium" data-testid="certificate-program">
          {data.programName}
        </p>
        <p className="text-muted-foreground">
          {t('certificate.steps', { count: data.stepCount })} ·{' '}
          <span data-testid="certificate-date">{date(data.completedAt, { dateStyle: 'long' })}</span>
        </p>
        <p className="pt-6 text-sm tracking-widest text-muted-foreground uppercase">DealerPilot</p>
      </article>
    </div>
  )
}
