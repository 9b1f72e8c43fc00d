import { describe, expect, it } from 'vitest'
import { imageWidthFor } from '#web/lib/device/low-end-mode.ts'
import { thumbnailUrl } from './document-urls.ts'

const thumbnail = '/api/files/d1/versions/2/thumbnail'

describe('thumbnailUrl', () => {
  it('asks for the stored thumbnail by default and for anything wider than the narrower renditions', () => {
    expect(thumbnailUrl('d1', 2)).toBe(thumbnail)
    expect(thumbnailUrl('d1', 2, 480)).toBe(thumbnail)
    expect(thumbnailUrl('d1', 2, 300)).toBe(thumbnail)
    expect(thumbnailUrl('d1', 2, 2000)).toBe(thumbnail)
  })

  it('asks for the narrowest rendition that covers the width', () => {
    expect(thumbnailUrl('d1', 2, 240)).toBe(`${thumbnail}?width=240`)
    expect(thumbnailUrl('d1', 2, 144)).toBe(`${thumbnail}?width=240`)
    expect(thumbnailUrl('d1', 2, 120)).toBe(`${thumbnail}?width=120`)
    expect(thumbnailUrl('d1', 2, 1)).toBe(`${thumbnail}?width=120`)
  })

  it('gives low-end mode the half-size rendition of what a standard device gets', () => {
    expect(thumbnailUrl('d1', 2, imageWidthFor(480, false))).toBe(thumbnail)
    expect(thumbnailUrl('d1', 2, imageWidthFor(480, true))).toBe(`${thumbnail}?width=240`)
    expect(thumbnailUrl('d1', 2, imageWidthFor(240, true))).toBe(`${thumbnail}?width=120`)
  })

  it('escapes the id', () => {
    expect(thumbnailUrl('a/b', 1, 120)).toBe('/api/files/a%2Fb/versions/1/thumbnail?width=120')
  })
})
