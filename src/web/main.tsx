import '#web/styles.css'
import '#web/lib/i18n.ts'
import { StrictMode } from 'react'
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
import { startLowEndMode } from '#web/features/device/lib/low-end-mode.ts'
import { registerServiceWorker } from '#web/features/mobile/offline/register-service-worker.ts'
import { removeServerTour, serverTourOnScreen } from '#web/features/profile/lib/server-tour.ts'

startAccessibilitySettings()
startLowEndMode()
registerServiceWorker()
// A welcome tour the server drew and the preload plan hid (this page load does not show it) is of no use.
if (!serverTourOnScreen()) removeServerTour()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
)

// Issue 12: a page prerendered by the build (the welcome and sign-in pages, src/web/prerender) is
// taken over where it stands, once the router can render the same page: its elements, focus, typing
// and the last click stay.
if (prerenderedLanguage()) {
  await routerInitialized(router)
  // The route's code was just evaluated: hydration gets a task of its own (shorter tasks, less blocking).
  await new Promise((resolve) => setTimeout(resolve))
  hydrateRoot(container, app)
  handOverEarlyInput(container)
} else {
  createRoot(container).render(app)
}
endPrerenderedPage()
