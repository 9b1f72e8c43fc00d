/** Placeholder: the accessibility button and dialog (spec §2.3) are being built. */
export function AccessibilityMenu() {
  return null
}
