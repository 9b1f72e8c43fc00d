/**
 * A callback ref that focuses its element once it is in the page: `ref={focusOnMount}`. The one way to
 * focus a field that appears in answer to the user (the next step of a form, a dialog's first field):
 * Biome's `noAutofocus` refuses `autoFocus`, which would also move the focus on a page's first load.
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus()
}
