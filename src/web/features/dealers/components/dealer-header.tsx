import { ArrowLeftIcon, PencilIcon, PowerIcon, PowerOffIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
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
import type { DealerDetail } from '#web/features/dealers/api/get-dealer.ts'
import { useUpdateDealer } from '#web/features/dealers/api/save-dealer.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { DealerFormDialog } from './dealer-form-dialog.tsx'
import { DealerStatusBadge } from './dealer-status-badge.tsx'

/** The dealer's name, code and status, with Edit and Deactivate/Reactivate for DEALER_MANAGEMENT. */
export function DealerHeader({ detail, showBackLink }: { detail: DealerDetail; showBackLink: boolean }) {
  const { t } = useTranslation('dealers')
  const { dealer, access } = detail
  const [editing, setEditing] = useState(false)
  // The form is filled when it opens: a refetch while it is open must not replace what is typed
  // (issue 32), so it takes the dealer's version as its key only then.
  const [formKey, setFormKey] = useState(dealer.updatedAt)
  const [confirming, setConfirming] = useState(false)
  const update = useUpdateDealer(dealer.id)
  const isInactive = dealer.status === 'inactive'

  async function toggleActive() {
    try {
      await update.mutateAsync({
        status: isInactive ? 'active' : 'inactive',
        expectedUpdatedAt: dealer.updatedAt,
      })
      toast.success(isInactive ? t('page.reactivated') : t('page.deactivated'), { description: dealer.name })
      setConfirming(false)
    } catch (error) {
      // Issue 32: someone changed the dealer meanwhile; the page reloads it to decide again.
      toast.error(
        isApiError(error) && error.code === 'STALE_EDIT'
          ? t('common:staleEdit.changedMeanwhile')
          : t('form.saveFailed'),
      )
    }
  }

  return (
    <header className="space-y-3">
      {showBackLink ? (
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to="/dealers">
            <ArrowLeftIcon aria-hidden="true" />
            {t('page.back')}
          </Link>
        </Button>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{dealer.name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span className="font-mono">{dealer.dealerCode}</span>
            <DealerStatusBadge status={dealer.status} />
          </div>
        </div>
        {access.canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => {
                setFormKey(dealer.updatedAt)
                setEditing(true)
              }}
            >
              <PencilIcon aria-hidden="true" />
              {t('page.edit')}
            </Button>
            <Button variant={isInactive ? 'default' : 'destructive'} onClick={() => setConfirming(true)}>
              {isInactive ? <PowerIcon aria-hidden="true" /> : <PowerOffIcon aria-hidden="true" />}
              {isInactive ? t('page.reactivate') : t('page.deactivate')}
            </Button>
          </div>
        ) : null}
      </div>
      {access.canEdit ? (
        <>
          <DealerFormDialog key={formKey} open={editing} onOpenChange={setEditing} dealer={dealer} />
          <Dialog open={confirming} onOpenChange={setConfirming}>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>
                  {isInactive ? t('page.reactivateTitle') : t('page.deactivateTitle')}
                </DialogTitle>
                <DialogDescription>
                  {isInactive
                    ? t('page.reactivateBody', { name: dealer.name })
                    : t('page.deactivateBody', { name: dealer.name })}
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button variant="outline" onClick={() => setConfirming(false)}>
                  {t('form.cancel')}
                </Button>
                <Button
                  variant={isInactive ? 'default' : 'destructive'}
                  onClick={toggleActive}
                  disabled={update.isPending}
                >
                  {update.isPending ? <Spinner decorative /> : null}
                  {isInactive ? t('page.reactivate') : t('page.deactivate')}
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </>
      ) : null}
    </header>
  )
}
