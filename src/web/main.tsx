import '#web/styles.css'
import '#web/lib/i18n.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from '#web/app/providers.tsx'
import { router } from '#web/app/router.tsx'
import { startAccessibilitySettings } from '#web/features/accessibility/lib/accessibility-store.ts'
import { startLowEndMode } from '#web/features/device/lib/low-end-mode.ts'
import { registerServiceWorker } from '#web/features/mobile/offline/register-service-worker.ts'

startAccessibilitySettings()
startLowEndMode()
registerServiceWorker()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
