import { KeyRoundIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { paths } from '#web/config/paths.ts'

const DISMISSED_KEY = 'dealerpilot.password-notice-dismissed'

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

/** Spec §2.5 password notice; 'Dismiss' hides it for the rest of the browser session. */
export function PasswordNotice() {
  const { t } = useTranslation('dashboard')
  const [dismissed, setDismissed] = useState(readDismissed)
  if (dismissed) return null

  function dismiss() {
    setDismissed(true)
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1')
    } catch {
      // Storage can be unavailable (private mode); hiding it for this view is enough then.
    }
  }

  return (
    <Alert variant="warning" role="region" aria-label={t('passwordNotice.label')}>
      <KeyRoundIcon aria-hidden="true" />
      <AlertTitle>{t('passwordNotice.title')}</AlertTitle>
      <AlertDescription>
        <p>{t('passwordNotice.body')}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" asChild>
            <Link to={paths.profile}>{t('passwordNotice.setPassword')}</Link>
          </Button>
          <Button size="sm" variant="outline" onClick={dismiss}>
            {t('passwordNotice.dismiss')}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  )
}
