import { type RefObject, useEffect } from 'react'

/**
 * Issue 35: opening a chat (another bot, an earlier conversation, New Chat) puts the focus in its
 * message box, so the keyboard starts there instead of some 30 Tab presses away. Not while the focus
 * is in a dialog or menu still closing (it gives the focus back itself) or in a field being typed in.
 */
export function useFocusOnOpen(field: RefObject<HTMLElement | null>, opened: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another conversation opens
  useEffect(() => {
    const active = document.activeElement
    if (active instanceof HTMLElement && active.closest('[role="dialog"], [role="menu"], input, textarea'))
      return
    field.current?.focus()
  }, [opened])
}
