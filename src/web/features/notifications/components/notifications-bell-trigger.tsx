import { BellIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'

/** The bell button with the unread badge. */
export function NotificationsBellTrigger({
  unread,
  ...props
}: { unread: number } & ComponentProps<typeof Button>) {
  const { t } = useTranslation('notifications')
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
      {...props}
    >
      <BellIcon aria-hidden="true" />
      {unread > 0 && (
        <span
          data-testid="notifications-badge"
          className="absolute -top-0.5 -right-0.5 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-4 font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Button>
  )
}
