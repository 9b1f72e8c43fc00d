import { useSyncExternalStore } from 'react'

/**
 * Whether the app can reach its server: the browser's own online flag, plus the last API request
 * that failed for want of a network while the browser still claimed to be online (a captive portal,
 * a dead Wi-Fi). Outside React so the upload queue and the banner read the same answer.
 */
interface NetworkStatus {
  browserOnline: boolean
  serverUnreachable: boolean
}

/** Only an explicit `false` means offline (Node and old browsers have no flag at all). */
const browserSaysOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

let status: NetworkStatus = { browserOnline: browserSaysOnline(), serverUnreachable: false }
const listeners = new Set<() => void>()

function publish(change: Partial<NetworkStatus>) {
  const next = { ...status, ...change }
  if (next.browserOnline === status.browserOnline && next.serverUnreachable === status.serverUnreachable)
    return
  status = next
  for (const listener of listeners) listener()
}

export const isOffline = (value: NetworkStatus = status) => !value.browserOnline || value.serverUnreachable

/** The browser's online and offline events call this (and tests, to play a lost connection). */
export function setBrowserOnline(online: boolean) {
  publish(online ? { browserOnline: true, serverUnreachable: false } : { browserOnline: false })
}

export function reportNetworkFailure() {
  publish({ serverUnreachable: true })
}

export function reportNetworkSuccess() {
  publish({ serverUnreachable: false })
}

export function subscribeToNetworkStatus(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

let started = false

/** Follows the browser's online and offline events (once, at start-up). */
export function startNetworkStatus() {
  if (started) return
  started = true
  window.addEventListener('online', () => setBrowserOnline(true))
  window.addEventListener('offline', () => setBrowserOnline(false))
  publish({ browserOnline: browserSaysOnline() })
}

export function useIsOffline(): boolean {
  return useSyncExternalStore(
    subscribeToNetworkStatus,
    () => isOffline(),
    () => false,
  )
}
