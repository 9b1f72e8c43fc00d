import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type NotificationType, PRODUCED_NOTIFICATION_TYPES } from '#shared/schemas/notifications'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Switch } from '#web/components/ui/switch.tsx'
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '#web/features/notifications/api/notifications-api.ts'
import { toast } from '#web/lib/toast.ts'

/** Per-user preferences: which notification types also send an e-mail. */
export function NotificationPreferencesDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('notifications')
  const preferences = useNotificationPreferences(open)
  const save = useSaveNotificationPreferences()
  const [chosen, setChosen] = useState<NotificationType[]>([])

  useEffect(() => {
    if (preferences.data) setChosen(preferences.data.emailTypes)
  }, [preferences.data])

  const toggle = (type: NotificationType, on: boolean) =>
    setChosen((current) => (on ? [...current, type] : current.filter((value) => value !== type)))

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('preferences.title')}</DialogTitle>
          <DialogDescription>{t('preferences.description')}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-3">
          {PRODUCED_NOTIFICATION_TYPES.map((type) => (
            <li key={type} className="flex items-center justify-between gap-4">
              <Label htmlFor={`email-${type}`}>{t(`types.${type}`)}</Label>
              <Switch
                id={`email-${type}`}
                checked={chosen.includes(type)}
                disabled={!preferences.data}
                onCheckedChange={(on) => toggle(type, on)}
              />
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('preferences.cancel')}
          </Button>
          <Button
            disabled={!preferences.data || save.isPending}
            onClick={() =>
              save.mutate(chosen, {
                onSuccess: () => {
                  toast.success(t('preferences.saved'))
                  onOpenChange(false)
                },
                onError: () => toast.error(t('preferences.failed')),
              })
            }
          >
            {t('preferences.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
