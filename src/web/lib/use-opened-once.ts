import { useState } from 'react'

/**
 * Whether `open` has been true at least once. Issue 12: a dialog whose code loads when first wanted
 * mounts from its first opening on and stays mounted, so closing it keeps its animation (and what
 * was typed into it).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
