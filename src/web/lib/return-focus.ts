/**
 * An `onCloseAutoFocus` for a dialog whose opener the caller knows better than the dialog can: one
 * whose code loads lazily after a menu item was chosen, so that when it mounts the focus is already
 * on the page body and `useDialogOpenerFocus` (what every DialogContent does by default) has nothing
 * to remember. Preventing the default here keeps that one from acting too. Focus goes to `target()`
 * while that element is still in the page (issue 35).
 */
export function returnFocusTo(target: () => HTMLElement | null | undefined) {
  return (event: Event) => {
    const element = target()
    if (!element?.isConnected) return
    event.preventDefault()
    element.focus()
  }
}
