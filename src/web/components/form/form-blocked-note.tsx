import { AlertCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#web/lib/cn.ts'

type FormBlockedNoteProps = {
  /** How many fields have an error; nothing is shown for none. */
  count: number
  /** Takes the user to the first of them (it may be far from the save button). */
  onShow: () => void
  className?: string
}

/**
 * Issue 36: a save that cannot go ahead says so beside its button (which is disabled meanwhile),
 * not only under a field that may be out of sight.
 */
export function FormBlockedNote({ count, onShow, className }: FormBlockedNoteProps) {
  const { t } = useTranslation('common')
  if (count === 0) return null
  return (
    <p role="alert" className={cn('flex items-center gap-1.5 text-sm text-destructive', className)}>
      <AlertCircleIcon aria-hidden="true" className="size-4 shrink-0" />
      <span>{t('form.blocked', { count })}</span>
      <button
        type="button"
        onClick={onShow}
        className="rounded-sm font-medium underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {t('form.showField', { count })}
      </button>
    </p>
  )
}
