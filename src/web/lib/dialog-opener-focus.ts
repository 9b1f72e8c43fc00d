import { useRef } from 'react'

type AutoFocusHandler = (event: Event) => void

/**
 * What should have focus again when a dialog closes: what had it as the dialog opened. For an item of
 * a dropdown menu that is the menu's own button, which the menu names in its aria-labelledby: the
 * menu closes as the dialog opens, and its item with it.
 */
function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null
  const menu = element.closest('[role="menu"]')
  if (!menu) return element
  const button = document.getElementById(menu.getAttribute('aria-labelledby') ?? '')
  return button instanceof HTMLElement ? button : null
}

/**
 * Issue 35 item 8: a closed dialog gives focus back to what opened it. Radix gives it to the dialog's
 * Trigger, and a dialog opened through state (a button's onClick, a menu item's onSelect) has none, so
 * focus fell to the page's body and a keyboard user started over from the top. The content's own
 * handlers still run first; one that prevents the default (the search dialog's) keeps its say. Content
 * that focuses a field of its own as it mounts gets no open event from Radix and keeps Radix's way.
 */
export function useDialogOpenerFocus(handlers: {
  onOpenAutoFocus?: AutoFocusHandler
  onCloseAutoFocus?: AutoFocusHandler
}) {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = openerOf(document.activeElement)
      handlers.onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event)
      const target = opener.current
      opener.current = null
      if (event.defaultPrevented || !target?.isConnected) return
      event.preventDefault()
      target.focus()
    },
  }
}
