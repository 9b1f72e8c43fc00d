import { useSyncExternalStore } from 'react'

// Issue 35: toasts sit in the bottom corner (spec §9), where the chat's message box and Send button
// are. A page with such a bar at the bottom keeps the toasts above it: the bar reports how far from
// the bottom of the window its top is, and the Toaster (components/ui/sonner.tsx) offsets by that.

/** Room between the bar and the lowest toast, in pixels. */
const GAP = 12

let clearance = 0
const listeners = new Set<() => void>()

function setClearance(pixels: number) {
  if (pixels === clearance) return
  clearance = pixels
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** How far above the window's bottom edge toasts must stay (0: nothing to keep clear). */
export function useToastClearance(): number {
  return useSyncExternalStore(
    subscribe,
    () => clearance,
    () => 0,
  )
}

/**
 * Keeps toasts above `element` while it is in the page, following its size and the window's; returns
 * the function that lets them go back down.
 */
export function keepToastsAbove(element: HTMLElement): () => void {
  const measure = () => {
    const top = element.getBoundingClientRect().top
    setClearance(top > 0 && top < window.innerHeight ? Math.ceil(window.innerHeight - top + GAP) : 0)
  }
  measure()
  const observer = new ResizeObserver(measure)
  observer.observe(element)
  observer.observe(document.documentElement)
  window.addEventListener('resize', measure)
  window.addEventListener('scroll', measure, { passive: true })
  return () => {
    observer.disconnect()
    window.removeEventListener('resize', measure)
    window.removeEventListener('scroll', measure)
    setClearance(0)
  }
}
