import { SearchIcon } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'

/**
 * Issue 12: the panel (cmdk, the search schemas and zod with them) loads when the dialog is about to
 * open, not with every signed-in page's first paint; a pointer on the trigger or focus on it starts it.
 */
const loadSearchPanel = () => import('./search-panel.tsx')
const SearchPanel = lazy(() => loadSearchPanel().then((module) => ({ default: module.SearchPanel })))
const preloadSearchPanel = () => void loadSearchPanel().catch(() => {})

const isApplePlatform = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent)

/**
 * Spec §2.3 global search in the top bar: a field-like button (an icon button on narrow screens) and
 * Ctrl/Cmd+K anywhere open a dialog that searches pages and everything the user may see.
 */
export function GlobalSearch() {
  const { t } = useTranslation('search')
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  // Where focus was before the dialog opened (Ctrl+K can open it from any field); it goes back there.
  const returnFocusTo = useRef<HTMLElement | null>(null)

  function changeOpen(next: boolean) {
    if (next && document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement
    setOpen(next)
  }
  const shortcut = isApplePlatform() ? '⌘K' : 'Ctrl K'

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey)) return
      if (event.altKey || event.shiftKey) return
      // The browser's own Ctrl+K (search the web) would steal the shortcut.
      event.preventDefault()
      if (!open && document.activeElement instanceof HTMLElement) {
        returnFocusTo.current = document.activeElement
      }
      setOpen(!open)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  function openResult(href: string) {
    returnFocusTo.current = null
    setOpen(false)
    navigate(href)
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      {/* One trigger for every width (Radix returns focus to it): a search field from sm up, an icon below. */}
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          aria-label={t('trigger.label')}
          aria-keyshortcuts="Control+K Meta+K"
          onPointerEnter={preloadSearchPanel}
          onFocus={preloadSearchPanel}
          className="size-9 p-0 sm:h-9 sm:w-full sm:max-w-sm sm:justify-start sm:gap-2 sm:border sm:border-input sm:bg-muted/40 sm:px-3 sm:font-normal sm:text-muted-foreground sm:shadow-xs sm:hover:text-foreground"
        >
          <SearchIcon aria-hidden="true" />
          <span className="hidden flex-1 truncate text-left sm:inline">{t('trigger.placeholder')}</span>
          <kbd className="pointer-events-none hidden rounded border bg-background px-1.5 py-0.5 font-mono text-[10px] font-medium text-muted-foreground sm:inline">
            {shortcut}
          </kbd>
        </Button>
      </DialogTrigger>
      <DialogContent
        showCloseButton={false}
        className="top-4 translate-y-0 gap-0 overflow-hidden p-0 sm:top-[12svh] sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo.current
          returnFocusTo.current = null
          if (target?.isConnected && target !== document.body) {
            event.preventDefault()
            target.focus()
          }
        }}
      >
        <DialogTitle className="sr-only">{t('dialog.title')}</DialogTitle>
        <DialogDescription className="sr-only">{t('dialog.description')}</DialogDescription>
        <Suspense
          fallback={
            <div className="flex justify-center py-10">
              <Spinner />
            </div>
          }
        >
          <SearchPanel onNavigate={openResult} />
        </Suspense>
      </DialogContent>
    </Dialog>
  )
}
