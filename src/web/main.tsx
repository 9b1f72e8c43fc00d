import '#web/styles.css'
import '#web/lib/i18n.ts'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import {
  endPrerenderedPage,
  handOverEarlyInput,
  prerenderedLanguage,
  routerInitialized,
} from '#web/app/prerendered-page.ts'
import { AppProviders } from '#web/app/providers.tsx'
import { router } from '#web/app/router.tsx'
import { startAccessibilitySettings } from '#web/features/accessibility/lib/accessibility-store.ts'
import { registerServiceWorker } from '#web/features/mobile/offline/register-service-worker.ts'
import { cn } from '#web/lib/cn.ts'
import { startLowEndMode } from '#web/lib/device/low-end-mode.ts'

startAccessibilitySettings()
startLowEndMode()
registerServiceWorker()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const hydrating = prerenderedLanguage() !== undefined
// The page on screen is the app's from its first commit on (after hydration, for a prerendered one).
const onMounted = () => {
  if (hydrating) handOverEarlyInput(container)
  endPrerenderedPage()
}
const app = (
  <StrictMode>
    <AppProviders onMounted={onMounted}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
)

// Issue 12: the first render waits until the router has the page's code, and then comes in a task of
// its own after the route modules' evaluation (shorter tasks, less blocking on a slow phone); until
// then the page in the document is on screen (index.html's loader). A
// page prerendered by the build (the welcome and sign-in pages, src/web/prerender) is taken over where
// it stands, so its elements, focus, typing and the last click stay.
const nextTask = () => new Promise((resolve) => setTimeout(resolve))
await routerInitialized(router)
await nextTask()
// tailwind-merge builds its tables on its first call (some 10 ms on a phone): a task of its own too.
cn('p-0')
await nextTask()
// Issue 34: a signed-in first render is a transition, so React renders it in slices of a few
// milliseconds and lets the browser run between them (a default-priority render is one long task); the
// loader stays on screen until it commits. Hydration is sliced by React already.
if (hydrating) hydrateRoot(container, app)
else {
  const root = createRoot(container)
  startTransition(() => root.render(app))
}
