import { describe, expect, it } from 'vitest'
import { imageWidthFor, resolveLowEndState } from '#web/lib/device/low-end-mode.ts'

const lowEndPhone = { screenWidth: 360, pixelRatio: 1.5, connectionType: '3g' }
const desktop = { screenWidth: 1920, pixelRatio: 2, connectionType: '4g' }

describe('low-end mode', () => {
  it("follows the detection in 'auto'", () => {
    expect(resolveLowEndState('auto', lowEndPhone)).toMatchObject({ detected: true, active: true })
    expect(resolveLowEndState('auto', desktop)).toMatchObject({ detected: false, active: false })
  })

  it("lets the user's choice win over the detection", () => {
    expect(resolveLowEndState('off', lowEndPhone)).toMatchObject({ detected: true, active: false })
    expect(resolveLowEndState('on', desktop)).toMatchObject({ detected: false, active: true })
  })

  it('asks for half-width image renditions only in low-end mode', () => {
    expect(imageWidthFor(800, true)).toBe(400)
    expect(imageWidthFor(801, true)).toBe(401)
    expect(imageWidthFor(800, false)).toBe(800)
  })
})
