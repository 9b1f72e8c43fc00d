import { SearchIcon } from 'lucide-react'
import { Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import { lazyPart } from '#web/lib/lazy-part.ts'
import { useShortcut } from '#web/lib/use-shortcut.ts'

/**
 * Issue 12: the dialog (Radix's dialog, cmdk, the search schemas and zod with them) loads when it is
 * about to open, not with every signed-in page's first paint; a pointer on the trigger or focus on it
 * starts it.
 */
const { Part: SearchDialog, preload: preloadSearchDialog } = lazyPart(() =>
  import('./search-dialog.tsx').then((module) => module.SearchDialog),
)

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
  // Mounted from the first opening on, so closing it keeps its closing animation.
  const [wanted, setWanted] = useState(false)
  // Where focus was before the dialog opened (Ctrl+K can open it from any field); it goes back there.
  const returnFocusTo = useRef<HTMLElement | null>(null)

  function changeOpen(next: boolean, opener = document.activeElement) {
    if (next && opener instanceof HTMLElement) returnFocusTo.current = opener
    if (next) setWanted(true)
    setOpen(next)
  }
  const shortcut = isApplePlatform() ? '⌘K' : 'Ctrl K'

  // Toggles from the state at the press, not from the render that added the listener.
  useShortcut('k', () => changeOpen(!open))

  function openResult(href: string) {
    returnFocusTo.current = null
    setOpen(false)
    navigate(href)
  }

  return (
    <>
      {/* One trigger for every width: a search field from sm up, an icon below. */}
      <Button
        variant="ghost"
        aria-label={t('trigger.label')}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadSearchDialog}
        onFocus={preloadSearchDialog}
        // A click does not focus a button in every browser: focus goes back to the button itself.
        onClick={(event) => changeOpen(true, event.currentTarget)}
        className="size-9 p-0 sm:h-9 sm:w-full sm:max-w-sm sm:justify-start sm:gap-2 sm:border sm:border-input sm:bg-muted/40 sm:px-3 sm:font-normal sm:text-muted-foreground sm:shadow-xs sm:hover:text-foreground"
      >
        <SearchIcon aria-hidden="true" />
        <span className="hidden flex-1 truncate text-left sm:inline">{t('trigger.placeholder')}</span>
        <kbd className="pointer-events-none hidden rounded border bg-background px-1.5 py-0.5 font-mono text-[10px] font-medium text-muted-foreground sm:inline">
          {shortcut}
        </kbd>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onOpenChange={changeOpen}
            onNavigate={openResult}
            returnFocusTo={returnFocusTo}
          />
        </Suspense>
      ) : null}
    </>
  )
}
