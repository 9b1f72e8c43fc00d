/**
 * A callback ref that focuses its element once it is in the page: `ref={focusOnMount}`. The one way to
 * focus a field that appears later (decision 021): Preact, unlike React, only writes `autoFocus` as
 * the HTML attribute, which browsers honour once per page load and not for elements added after it.
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus()
}
