import { LockIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Alert, AlertTitle } from '#web/components/ui/alert.tsx'
import { returnNoticeKey } from '#web/features/auth/lib/return-path.ts'

/**
 * Why the visitor sees a sign-in form instead of the page they opened: spec §2.9's own message for
 * the onboarding pages, a generic one for the rest. Nothing when they came here on purpose.
 */
export function ReturnNotice({ next }: { next: string | undefined }) {
  const { t } = useTranslation('auth')
  if (!next) return null
  return (
    <Alert variant="warning" role="status">
      <LockIcon aria-hidden="true" />
      <AlertTitle className="line-clamp-none">{t(returnNoticeKey(next))}</AlertTitle>
    </Alert>
  )
}
