import type { createBrowserRouter } from 'react-router'

type DataRouter = ReturnType<typeof createBrowserRouter>

/** The language of the prerendered page on screen (index.html's `data-prerendered`), if any. */
export function prerenderedLanguage(): string | undefined {
  const value = document.documentElement.dataset.prerendered
  // 'stale': prerendered in another language than this device chose; hidden, nothing to take over.
  return value && value !== 'stale' ? value : undefined
}

/** The app shows what it renders from now on; the attribute's CSS and script rules end. */
export function endPrerenderedPage() {
  delete document.documentElement.dataset.prerendered
}

/**
 * Resolves once the router has the first page's code and data. Until then it would render its
 * loader, which must not replace a prerendered page that is already on screen.
 */
export function routerInitialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

/**
 * A prerendered page can be typed into and clicked before the app's code is there. Called once
 * hydration has committed (`onMounted` of AppProviders, main.tsx). Hydration keeps the fields and what
 * is in them, but the app's state still holds the values it rendered (empty): an input event per
 * changed field gives the app what was typed, as typing would have. The last click (marked by
 * index.html's preload plan) is pressed again, now that something answers it: a tab, a menu button.
 */
export function handOverEarlyInput(container: Element) {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
    if (field.value !== field.defaultValue) replayTyping(field)
  const clicked = container.querySelector(`[${EARLY_CLICK}]`)
  if (!clicked) return
  // Radix's tabs and menus act on the press, plain buttons and links on the click.
  const press = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, view: window }
  clicked.dispatchEvent(new PointerEvent('pointerdown', { ...press, pointerType: 'mouse', isPrimary: true }))
  clicked.dispatchEvent(new MouseEvent('mousedown', press))
  clicked.dispatchEvent(
    new PointerEvent('pointerup', { ...press, buttons: 0, pointerType: 'mouse', isPrimary: true }),
  )
  clicked.dispatchEvent(new MouseEvent('mouseup', { ...press, buttons: 0 }))
  clicked.dispatchEvent(new MouseEvent('click', { ...press, buttons: 0 }))
  // After the replay, which the plan's listener marks again while the page counts as prerendered.
  clicked.removeAttribute(EARLY_CLICK)
}

const EARLY_CLICK = 'data-early-click'

/**
 * React calls `onChange` for an input event only when the field's value differs from the last one it
 * saw, and hydration saw the typed one. So the field is emptied through its `value` property (which
 * React watches), the typed text put back through the element type's own setter (which it does not),
 * and then the event sent: as @testing-library's `fireEvent.change` does.
 */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value
  field.value = field.defaultValue
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
