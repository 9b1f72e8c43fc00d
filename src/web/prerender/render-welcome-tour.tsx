import { renderToString } from 'preact-render-to-string'
import type { Role } from '#shared/auth/roles'
import type { EnabledUiLanguage } from '#web/config/languages.ts'
import { WelcomeTour } from '#web/features/profile/components/welcome-tour.tsx'
import { renderIn } from '#web/prerender/prerender-i18n.ts'

const nothing = () => {}

/**
 * Issue 12: the welcome tour's first step as HTML, for the server to put into a signed-in page's
 * document (src/server/lib/server-tour.ts): every page load shows the tour until it is dismissed for
 * good (spec §4), and drawn by the server it is on screen before any of the app's code. The component
 * is the browser's own, so the app's tour, which takes its place, looks the same.
 */
export function renderWelcomeTour(tour: {
  language: EnabledUiLanguage
  firstName: string
  roles: readonly Role[]
}): string {
  return renderIn(tour.language, () =>
    renderToString(
      <WelcomeTour firstName={tour.firstName} roles={tour.roles} onFinish={nothing} onDismiss={nothing} />,
    ),
  )
}
