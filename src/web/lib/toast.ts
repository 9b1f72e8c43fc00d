import type { toast as sonnerToast } from 'sonner'

type Show = (typeof sonnerToast)['success']

const loadSonner = () => import('sonner').then((module) => module.toast)

/** Shows the toast once sonner is there; offline with sonner never loaded, there is nowhere to show it. */
function show(kind: 'success' | 'error' | 'info'): (...args: Parameters<Show>) => void {
  return (...args) => {
    void loadSonner().then(
      (toast) => toast[kind](...args),
      () => {},
    )
  }
}

/**
 * Issue 12: sonner's `toast` without sonner's code (9 KB gzip) in any page's first load. The Toaster
 * loads right after the first paint (app/providers.tsx); a toast raised before then waits for the same
 * module, so it reaches that Toaster all the same.
 */
export const toast = { success: show('success'), error: show('error'), info: show('info') }
