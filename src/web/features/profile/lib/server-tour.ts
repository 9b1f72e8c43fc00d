import { SERVER_TOUR_ELEMENT_ID } from '#shared/constants/signed-in-user'

/**
 * Issue 12: whether the welcome tour the server drew into this page (src/server/lib/server-tour.ts)
 * is on screen; index.html's preload plan marks it hidden when this page load does not show the tour.
 */
export function serverTourOnScreen(): boolean {
  const language = document.documentElement.dataset.serverTour
  return Boolean(language && language !== 'hidden' && document.getElementById(SERVER_TOUR_ELEMENT_ID))
}

/** The app's own tour is in the document, or the page shows none: the server's drawing goes. */
export function removeServerTour() {
  document.getElementById(SERVER_TOUR_ELEMENT_ID)?.remove()
  delete document.documentElement.dataset.serverTour
}
