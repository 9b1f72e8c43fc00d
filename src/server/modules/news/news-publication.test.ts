import { describe, expect, it } from 'vitest'
import { publicationColumns, publicationStatusOf } from './news-publication.ts'

const now = new Date('2026-03-01T12:00:00Z')
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 60 * 60 * 1000)

describe('publicationStatusOf', () => {
  it('derives draft, scheduled and published from the flag and the date', () => {
    expect(publicationStatusOf({ isPublished: false, publishedAt: null }, now)).toBe('draft')
    // The flag decides: an unpublished article with a date is still a draft.
    expect(publicationStatusOf({ isPublished: false, publishedAt: hoursFromNow(-1) }, now)).toBe('draft')
    expect(publicationStatusOf({ isPublished: true, publishedAt: null }, now)).toBe('draft')
    expect(publicationStatusOf({ isPublished: true, publishedAt: hoursFromNow(1) }, now)).toBe('scheduled')
    expect(publicationStatusOf({ isPublished: true, publishedAt: now }, now)).toBe('published')
    expect(publicationStatusOf({ isPublished: true, publishedAt: hoursFromNow(-1) }, now)).toBe('published')
  })
})

describe('publicationColumns', () => {
  it('a draft clears the flag and the date', () => {
    expect(
      publicationColumns({ status: 'draft' }, { isPublished: true, publishedAt: hoursFromNow(-5) }, now),
    ).toEqual({ isPublished: false, publishedAt: null })
  })

  it('publishing stamps now, but keeps the date of an article that is already live', () => {
    expect(publicationColumns({ status: 'published' }, null, now)).toEqual({
      isPublished: true,
      publishedAt: now,
    })
    const live = { isPublished: true, publishedAt: hoursFromNow(-48) }
    expect(publicationColumns({ status: 'published' }, live, now)).toEqual(live)
    // A scheduled article published now gets today's date, not its future one.
    const scheduled = { isPublished: true, publishedAt: hoursFromNow(48) }
    expect(publicationColumns({ status: 'published' }, scheduled, now)).toEqual({
      isPublished: true,
      publishedAt: now,
    })
  })

  it('scheduling needs a time in the future', () => {
    const publishAt = hoursFromNow(3).toISOString()
    expect(publicationColumns({ status: 'scheduled', publishAt }, null, now)).toEqual({
      isPublished: true,
      publishedAt: new Date(publishAt),
    })
    for (const past of [now.toISOString(), hoursFromNow(-1).toISOString()]) {
      expect(() => publicationColumns({ status: 'scheduled', publishAt: past }, null, now)).toThrow(
        'The scheduled time must be in the future',
      )
    }
  })
})
