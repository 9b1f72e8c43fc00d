import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'

export type AccountMenuProps = {
  name: string
  email: string
  onSignOut: () => void
}

function initialsOf(name: string): string {
  const letters = name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
  return letters.join('') || '?'
}

/** The account menu's button: the user's initials in a circle. */
export function AccountMenuTrigger({ name, ...props }: { name: string } & ComponentProps<typeof Button>) {
  const { t } = useTranslation('common')
  return (
    <Button
      variant="ghost"
      size="icon"
      className="rounded-full"
      aria-label={t('account.menu', { name })}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
      >
        {initialsOf(name)}
      </span>
    </Button>
  )
}
