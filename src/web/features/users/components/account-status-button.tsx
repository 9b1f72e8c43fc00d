import { UserCheckIcon, UserXIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSetAccountStatus } from '#web/features/users/api/set-account-status.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'

type AccountStatusButtonProps = {
  userId: string
  name: string
  deactivated: boolean
  onChanged?: () => unknown
}

/** Deactivate (sessions end at once, sign-in refused) or reactivate an account, after a confirmation. */
export function AccountStatusButton({ userId, name, deactivated, onChanged }: AccountStatusButtonProps) {
  const { t } = useTranslation('users')
  const [open, setOpen] = useState(false)
  const change = useSetAccountStatus(onChanged)
  const action = deactivated ? 'reactivate' : 'deactivate'

  async function confirm() {
    try {
      await change.mutateAsync({ userId, action })
      toast.success(deactivated ? t('status.reactivated') : t('status.deactivated'), { description: name })
      setOpen(false)
    } catch (error) {
      toast.error(t('status.failed'), { description: isApiError(error) ? error.message : undefined })
    }
  }

  return (
    <>
      <Button
        size="sm"
        variant={deactivated ? 'outline' : 'ghost'}
        className={deactivated ? undefined : 'text-destructive hover:text-destructive'}
        onClick={() => setOpen(true)}
        aria-label={t(`status.${action}For`, { name })}
      >
        {deactivated ? <UserCheckIcon aria-hidden="true" /> : <UserXIcon aria-hidden="true" />}
        {t(`status.${action}`)}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t(`status.${action}Title`, { name })}</DialogTitle>
            <DialogDescription>{t(`status.${action}Body`, { name })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant={deactivated ? 'default' : 'destructive'}
              onClick={confirm}
              disabled={change.isPending}
            >
              {change.isPending ? <Spinner decorative /> : null}
              {t(`status.${action}`)}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}
