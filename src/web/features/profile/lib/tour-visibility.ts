import { LOCAL_SETTINGS_KEYS } from '#web/config/local-settings.ts'

// Spec §4: Get Started hides the tour for the current view only; a full page load shows it again.
let finishedThisPageLoad = false

function isDismissedForGood(): boolean {
  try {
    return localStorage.getItem(LOCAL_SETTINGS_KEYS.tourDismissed) === 'true'
  } catch {
    return false
  }
}

/** Spec §4: shown when the profile is complete and 'onboarding-tour-dismissed' is not set. */
export function shouldShowTour(): boolean {
  return !finishedThisPageLoad && !isDismissedForGood()
}

/** Get Started: hidden until the next full page load. */
export function finishTourForThisPageLoad() {
  finishedThisPageLoad = true
}

/** Skip Tour and Never Show Again: spec §4 sets the flag and the tour is not shown again. */
export function dismissTourForGood() {
  finishedThisPageLoad = true
  try {
    localStorage.setItem(LOCAL_SETTINGS_KEYS.tourDismissed, 'true')
  } catch {
    // Private mode: the tour stays hidden for this page load.
  }
}
