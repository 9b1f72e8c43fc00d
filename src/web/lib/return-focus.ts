/**
 * An `onCloseAutoFocus` for a Radix dialog or menu that did not open from its own trigger (a menu
 * item, a lazily loaded part, state): Radix gives focus back only to its Trigger and otherwise leaves
 * it on the page body, where a keyboard user starts over (issue 35). This gives it to `target()`, the
 * element that opened it, while that element is still in the page.
 */
export function returnFocusTo(target: () => HTMLElement | null | undefined) {
  return (event: Event) => {
    const element = target()
    if (!element?.isConnected) return
    event.preventDefault()
    element.focus()
  }
}
