import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx'
import { SearchPanel } from './search-panel.tsx'

type SearchDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  onNavigate: (href: string) => void
  /** Where focus goes back to on close (the field Ctrl+K was pressed in, or the trigger). */
  returnFocusTo: RefObject<HTMLElement | null>
}

/** The dialog of GlobalSearch (global-search.tsx), loaded when first wanted, with the search panel. */
export function SearchDialog({ open, onOpenChange, onNavigate, returnFocusTo }: SearchDialogProps) {
  const { t } = useTranslation('search')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={false}
        className="top-4 translate-y-0 gap-0 overflow-hidden p-0 sm:top-[12svh] sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo.current
          returnFocusTo.current = null
          // Radix would focus its own trigger; this dialog has none (the trigger paints before it loads).
          event.preventDefault()
          if (target?.isConnected && target !== document.body) target.focus()
        }}
        // Radix listens for Escape from an effect, which React may run only after the next paint, while the
        // field has focus the moment the dialog mounts: an Escape pressed in between closes it from here.
        // Once Radix listens it answers first and marks the key handled.
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.defaultPrevented) return
          event.preventDefault()
          onOpenChange(false)
        }}
      >
        <DialogTitle className="sr-only">{t('dialog.title')}</DialogTitle>
        <DialogDescription className="sr-only">{t('dialog.description')}</DialogDescription>
        <SearchPanel onNavigate={onNavigate} />
      </DialogContent>
    </Dialog>
  )
}
