/**
 * Spec §2.13: a device is treated as low-end when at least two of these hold: screen width under
 * 400, pixel ratio under 2, a 2g connection. Pure, so the rule is tested without a browser.
 */
export const LOW_END_MAX_WIDTH = 400
export const LOW_END_MAX_PIXEL_RATIO = 2
export const LOW_END_SIGNALS_NEEDED = 2

export interface DeviceProfile {
  /** CSS pixels (window.screen.width). */
  screenWidth: number
  pixelRatio: number
  /** navigator.connection.effectiveType ('slow-2g', '2g', '3g', '4g'), or null where the browser does not say. */
  connectionType: string | null
}

export interface LowEndSignals {
  narrowScreen: boolean
  lowPixelRatio: boolean
  slowConnection: boolean
}

/** 'slow-2g' is a 2g connection too; an unknown connection never counts against the device. */
export function isTwoGConnection(connectionType: string | null): boolean {
  return connectionType === '2g' || connectionType === 'slow-2g'
}

export function lowEndSignalsOf(profile: DeviceProfile): LowEndSignals {
  return {
    narrowScreen: profile.screenWidth < LOW_END_MAX_WIDTH,
    lowPixelRatio: profile.pixelRatio < LOW_END_MAX_PIXEL_RATIO,
    slowConnection: isTwoGConnection(profile.connectionType),
  }
}

export function isLowEndDevice(profile: DeviceProfile): boolean {
  const signals = Object.values(lowEndSignalsOf(profile)).filter(Boolean).length
  return signals >= LOW_END_SIGNALS_NEEDED
}

interface NetworkInformationLike {
  effectiveType?: string
}

/** What this browser tells about itself right now. */
export function readDeviceProfile(): DeviceProfile {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection
  return {
    screenWidth: window.screen?.width || window.innerWidth,
    pixelRatio: window.devicePixelRatio || 1,
    connectionType: connection?.effectiveType ?? null,
  }
}
