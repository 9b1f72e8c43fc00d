import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react'
import { PageLoader } from '#web/components/feedback/page-loader.tsx'
import {
  dismissTourForGood,
  finishTourForThisPageLoad,
  shouldShowTour,
} from '#web/features/profile/lib/tour-visibility.ts'
import { lazyPart } from '#web/lib/lazy-part.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'

/**
 * Issue 12: only an incomplete profile sees the form, and it brings zod and react-hook-form (about
 * 40 KB gzip) that every other signed-in first load would carry for nothing.
 */
const CompleteProfileForm = lazy(() =>
  import('./complete-profile-form.tsx').then((module) => ({ default: module.CompleteProfileForm })),
)

/**
 * Issue 12: the tour (its dialog, focus trap and icons) is code only page loads that show it need:
 * until 'Never show again', a page load that will show it fetches it at once, beside the session
 * request, so the tour paints with the page; other page loads never fetch it.
 */
const { Part: WelcomeTour, preload: preloadWelcomeTour } = lazyPart(() =>
  import('./welcome-tour.tsx').then((module) => module.WelcomeTour),
)
if (shouldShowTour()) preloadWelcomeTour()

/** Issue 12: whether the page inside the signed-in shell renders yet (see `behindTour` below). */
const PageInShell = createContext(true)
export const usePageInShell = () => useContext(PageInShell)

/**
 * Spec §2.6 guarded-page flow after the session has loaded: the complete-profile form while first
 * or last name is missing, then the welcome tour (a dialog over the page), then the page.
 */
export function ProfileGate({ children }: { children: ReactNode }) {
  const me = useCurrentUser()
  const [tourOpen, setTourOpen] = useState(shouldShowTour)
  // Issue 12: a page load that opens on the tour paints the tour first, then the shell behind it, then
  // the page in the shell (with their first requests), each once the one before is on screen: the
  // tour is modal and what the user reads first, and on a slow phone the shell and the page were the
  // longest task of the load; in two tasks, the tour can answer a press between them.
  // Issue 34: both steps are transitions, which React renders in slices between the browser's own work.
  const [behindTour, setBehindTour] = useState<'nothing' | 'shell' | 'page'>(tourOpen ? 'nothing' : 'page')
  const shown = tourOpen ? behindTour : 'page'

  if (!me.profile.profileCompleted)
    return (
      <Suspense fallback={<PageLoader />}>
        <CompleteProfileForm me={me} />
      </Suspense>
    )

  return (
    <>
      {shown === 'nothing' ? null : (
        <PageInShell.Provider value={shown === 'page'}>{children}</PageInShell.Provider>
      )}
      {shown === 'shell' ? <AfterPaint then={() => startTransition(() => setBehindTour('page'))} /> : null}
      {tourOpen ? (
        <Suspense fallback={null}>
          <AfterPaint then={() => startTransition(() => setBehindTour('shell'))} />
          <WelcomeTour
            firstName={me.profile.firstName ?? ''}
            roles={me.roles}
            onFinish={() => {
              finishTourForThisPageLoad()
              setTourOpen(false)
            }}
            onDismiss={() => {
              dismissTourForGood()
              setTourOpen(false)
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/**
 * Calls `then` once, in a task of its own after the paint that showed what renders beside it (React
 * runs a render's passive effects after its paint): not in the task that runs the effects of what was painted (the tour's
 * focus trap moves the focus in there, which lays the page out).
 */
function AfterPaint({ then }: { then: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    const task = setTimeout(then)
    return () => clearTimeout(task)
  }, [])
  return null
}
