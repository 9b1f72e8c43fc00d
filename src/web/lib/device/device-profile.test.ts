import { describe, expect, it } from 'vitest'
import { isLowEndDevice, isTwoGConnection, lowEndSignalsOf } from '#web/lib/device/device-profile.ts'

const highEnd = { screenWidth: 1280, pixelRatio: 2, connectionType: '4g' }

describe('the low-end rule of spec §2.13', () => {
  it('is not low-end with no signal or just one', () => {
    expect(isLowEndDevice(highEnd)).toBe(false)
    expect(isLowEndDevice({ ...highEnd, screenWidth: 390 })).toBe(false)
    expect(isLowEndDevice({ ...highEnd, pixelRatio: 1 })).toBe(false)
    expect(isLowEndDevice({ ...highEnd, connectionType: '2g' })).toBe(false)
  })

  it('is low-end with any two signals, and with all three', () => {
    expect(isLowEndDevice({ screenWidth: 390, pixelRatio: 1.5, connectionType: '4g' })).toBe(true)
    expect(isLowEndDevice({ screenWidth: 390, pixelRatio: 3, connectionType: '2g' })).toBe(true)
    expect(isLowEndDevice({ screenWidth: 1024, pixelRatio: 1, connectionType: 'slow-2g' })).toBe(true)
    expect(isLowEndDevice({ screenWidth: 320, pixelRatio: 1, connectionType: '2g' })).toBe(true)
  })

  it('uses strict limits: width 400 and pixel ratio 2 are not low-end signals', () => {
    expect(lowEndSignalsOf({ screenWidth: 400, pixelRatio: 2, connectionType: '3g' })).toEqual({
      narrowScreen: false,
      lowPixelRatio: false,
      slowConnection: false,
    })
    expect(lowEndSignalsOf({ screenWidth: 399, pixelRatio: 1.99, connectionType: '3g' })).toEqual({
      narrowScreen: true,
      lowPixelRatio: true,
      slowConnection: false,
    })
  })

  it('counts slow-2g and 2g as 2g, and an unknown connection as not 2g', () => {
    expect(isTwoGConnection('2g')).toBe(true)
    expect(isTwoGConnection('slow-2g')).toBe(true)
    expect(isTwoGConnection('3g')).toBe(false)
    expect(isTwoGConnection(null)).toBe(false)
    expect(isLowEndDevice({ screenWidth: 390, pixelRatio: 2, connectionType: null })).toBe(false)
  })
})
