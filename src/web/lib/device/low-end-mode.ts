import { useSyncExternalStore } from 'react'
import { type DeviceProfile, isLowEndDevice, readDeviceProfile } from '#web/lib/device/device-profile.ts'

/**
 * Low-end mode (spec §2.13, issue 10): on a low-end device, or when the user turns it on, the whole
 * app does less: `data-low-end` on <html> switches off animations, transitions and blur
 * (low-end-mode.css, part of styles.css), image components ask for smaller renditions (`imageWidthFor`), and polling
 * screens stop polling. 'auto' follows the detection rule; 'on'/'off' are the user's choice.
 */
export const LOW_END_PREFERENCES = ['auto', 'on', 'off'] as const
export type LowEndPreference = (typeof LOW_END_PREFERENCES)[number]

export const LOW_END_PREFERENCE_KEY = 'dealerpilot.lowEndMode'
export const LOW_END_ATTRIBUTE = 'data-low-end'

export interface LowEndState {
  preference: LowEndPreference
  profile: DeviceProfile
  detected: boolean
  active: boolean
}

function readPreference(): LowEndPreference {
  try {
    const stored = localStorage.getItem(LOW_END_PREFERENCE_KEY)
    return (LOW_END_PREFERENCES as readonly string[]).includes(stored ?? '')
      ? (stored as LowEndPreference)
      : 'auto'
  } catch {
    return 'auto'
  }
}

export function resolveLowEndState(preference: LowEndPreference, profile: DeviceProfile): LowEndState {
  const detected = isLowEndDevice(profile)
  const active = preference === 'on' || (preference === 'auto' && detected)
  return { preference, profile, detected, active }
}

let state: LowEndState | null = null
const listeners = new Set<() => void>()

function publish(next: LowEndState) {
  state = next
  if (next.active) document.documentElement.setAttribute(LOW_END_ATTRIBUTE, 'true')
  else document.documentElement.removeAttribute(LOW_END_ATTRIBUTE)
  for (const listener of listeners) listener()
}

const sameState = (a: LowEndState | null, b: LowEndState) =>
  a !== null &&
  a.preference === b.preference &&
  a.active === b.active &&
  a.profile.screenWidth === b.profile.screenWidth &&
  a.profile.pixelRatio === b.profile.pixelRatio &&
  a.profile.connectionType === b.profile.connectionType

/** Re-reads the device; resize fires often, so an unchanged answer publishes nothing. */
function refresh() {
  const next = resolveLowEndState(readPreference(), readDeviceProfile())
  if (!sameState(state, next)) publish(next)
}

export function getLowEndState(): LowEndState {
  if (!state) refresh()
  return state as LowEndState
}

export function setLowEndPreference(preference: LowEndPreference) {
  try {
    localStorage.setItem(LOW_END_PREFERENCE_KEY, preference)
  } catch {
    // Private mode: the choice still applies until the page closes.
  }
  publish(resolveLowEndState(preference, readDeviceProfile()))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useLowEndMode(): LowEndState {
  return useSyncExternalStore(subscribe, getLowEndState)
}

/** The width to request from an image rendition: half on a low-end device (its screen is small and slow). */
export function imageWidthFor(width: number, lowEnd: boolean = getLowEndState().active): number {
  return lowEnd ? Math.max(1, Math.round(width / 2)) : width
}

/** Called once at start-up: applies the mode before the first paint and follows screen and network changes. */
export function startLowEndMode(): () => void {
  refresh()
  const connection = (navigator as Navigator & { connection?: EventTarget }).connection
  const onChange = () => refresh()
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOW_END_PREFERENCE_KEY || event.key === null) refresh()
  }
  window.addEventListener('resize', onChange)
  window.addEventListener('storage', onStorage)
  connection?.addEventListener?.('change', onChange)
  return () => {
    window.removeEventListener('resize', onChange)
    window.removeEventListener('storage', onStorage)
    connection?.removeEventListener?.('change', onChange)
  }
}
