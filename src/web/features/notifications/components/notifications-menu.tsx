import { BellOffIcon, CheckCheckIcon, SettingsIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { NotificationJson } from '#shared/schemas/notifications'
import { Button } from '#web/components/ui/button.tsx'
import type { DeferredOverlayProps } from '#web/components/ui/deferred-overlay.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '#web/features/notifications/api/notifications-api.ts'
import { toast } from '#web/lib/toast.ts'
import { NotificationItem } from './notification-item.tsx'
import { NotificationsBellTrigger } from './notifications-bell-trigger.tsx'

/** Issue 12: closed at first paint, so its code (and zod's, through the shared schemas) loads when first opened. */
const NotificationPreferencesDialog = lazy(() =>
  import('./notification-preferences-dialog.tsx').then((module) => ({
    default: module.NotificationPreferencesDialog,
  })),
)

/**
 * The menu of NotificationsBell (notifications-bell.tsx), loaded when first wanted: the latest 20
 * notifications; a click marks one read and opens its page; 'Mark all read'; e-mail preferences.
 */
export function NotificationsMenu({ defaultOpen = false, openedFromKeyboard }: DeferredOverlayProps) {
  const { t } = useTranslation('notifications')
  const navigate = useNavigate()
  const { data, isPending } = useNotifications()
  const markRead = useMarkNotificationRead()
  const markAll = useMarkAllNotificationsRead()
  const [menuOpen, setMenuOpen] = useState(defaultOpen)
  const [preferencesOpen, setPreferencesOpen] = useState(false)
  // Mounted from the first opening on, so closing it keeps its closing animation.
  const [preferencesWanted, setPreferencesWanted] = useState(false)

  const unread = data?.unreadCount ?? 0
  const notifications = data?.notifications ?? []

  function open(notification: NotificationJson) {
    if (!notification.isRead)
      markRead.mutate(notification.id, { onError: () => toast.error(t('markReadFailed')) })
    if (notification.link) void navigate(notification.link)
  }

  function markAllRead() {
    markAll.mutate(undefined, {
      onSuccess: () => toast.success(t('allMarkedRead')),
      onError: () => toast.error(t('markAllFailed')),
    })
  }

  return (
    <>
      <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen} openedFromKeyboard={openedFromKeyboard}>
        <DropdownMenuTrigger asChild>
          <NotificationsBellTrigger unread={unread} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-1rem))]">
          <div className="flex items-center justify-between gap-2 pr-1">
            <DropdownMenuLabel>{t('title')}</DropdownMenuLabel>
            <div className="flex items-center gap-1">
              <Button
                variant="ghost"
                size="sm"
                disabled={unread === 0 || markAll.isPending}
                onClick={markAllRead}
              >
                <CheckCheckIcon aria-hidden="true" />
                {t('markAllRead')}
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('preferences.open')}
                onClick={() => {
                  // The dialog replaces the menu; left open, the menu would return when it closes.
                  setMenuOpen(false)
                  setPreferencesWanted(true)
                  setPreferencesOpen(true)
                }}
              >
                <SettingsIcon aria-hidden="true" />
              </Button>
            </div>
          </div>
          <DropdownMenuSeparator />
          {isPending ? (
            <div className="flex justify-center py-6">
              <Spinner />
            </div>
          ) : notifications.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
              <BellOffIcon className="size-6 text-muted-foreground" aria-hidden="true" />
              <p className="text-sm font-medium">{t('empty')}</p>
              <p className="text-xs text-muted-foreground">{t('emptyHint')}</p>
            </div>
          ) : (
            <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
              {notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onOpen={open} />
              ))}
            </div>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {preferencesWanted ? (
        <Suspense fallback={null}>
          <NotificationPreferencesDialog open={preferencesOpen} onOpenChange={setPreferencesOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
