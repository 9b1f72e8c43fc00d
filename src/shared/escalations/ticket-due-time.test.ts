import { describe, expect, it } from 'vitest'
import { DEFAULT_SLA_TARGETS, slaTargetsSchema } from '#shared/schemas/settings'
import { dueStanding, ticketDueAt } from './ticket-due-time.ts'

describe('ticketDueAt (decision 045)', () => {
  const raised = new Date('2026-03-02T08:00:00.000Z')

  it('adds the target of the priority to the creation time', () => {
    expect(ticketDueAt(raised, 'urgent', DEFAULT_SLA_TARGETS).toISOString()).toBe('2026-03-02T12:00:00.000Z')
    expect(ticketDueAt(raised, 'high', DEFAULT_SLA_TARGETS).toISOString()).toBe('2026-03-02T16:00:00.000Z')
    expect(ticketDueAt(raised, 'medium', DEFAULT_SLA_TARGETS).toISOString()).toBe('2026-03-03T08:00:00.000Z')
    expect(ticketDueAt(raised, 'low', DEFAULT_SLA_TARGETS).toISOString()).toBe('2026-03-05T08:00:00.000Z')
  })

  it('follows changed targets', () => {
    const targets = { ...DEFAULT_SLA_TARGETS, high: 1 }
    expect(ticketDueAt(raised, 'high', targets).toISOString()).toBe('2026-03-02T09:00:00.000Z')
  })
})

describe('dueStanding', () => {
  const now = new Date('2026-03-02T08:00:00.000Z')

  it('counts whole hours left, rounding up, at least one', () => {
    expect(dueStanding('2026-03-02T11:00:00.000Z', now)).toEqual({ overdue: false, value: 3, unit: 'hour' })
    expect(dueStanding('2026-03-02T10:30:00.000Z', now)).toEqual({ overdue: false, value: 3, unit: 'hour' })
    expect(dueStanding('2026-03-02T08:05:00.000Z', now)).toEqual({ overdue: false, value: 1, unit: 'hour' })
  })

  it('says how long ago an overdue ticket fell due', () => {
    expect(dueStanding('2026-03-02T06:00:00.000Z', now)).toEqual({ overdue: true, value: 2, unit: 'hour' })
    expect(dueStanding('2026-03-02T07:59:00.000Z', now)).toEqual({ overdue: true, value: 1, unit: 'hour' })
  })

  it('counts whole days from two days on', () => {
    expect(dueStanding('2026-03-04T07:00:00.000Z', now)).toEqual({ overdue: false, value: 47, unit: 'hour' })
    expect(dueStanding('2026-03-05T08:00:00.000Z', now)).toEqual({ overdue: false, value: 3, unit: 'day' })
    expect(dueStanding('2026-02-27T20:00:00.000Z', now)).toEqual({ overdue: true, value: 2, unit: 'day' })
  })
})

describe('slaTargetsSchema (decision 043: refuse, never coerce)', () => {
  it('accepts whole hours in range', () => {
    expect(slaTargetsSchema.safeParse({ low: 2160, medium: 24, high: 8, urgent: 1 }).success).toBe(true)
  })

  it('refuses zero, fractions, too many hours, text and missing or extra keys', () => {
    for (const value of [
      { ...DEFAULT_SLA_TARGETS, urgent: 0 },
      { ...DEFAULT_SLA_TARGETS, high: 1.5 },
      { ...DEFAULT_SLA_TARGETS, low: 2161 },
      { ...DEFAULT_SLA_TARGETS, medium: '24' },
      { low: 72, medium: 24, high: 8 },
      { ...DEFAULT_SLA_TARGETS, critical: 1 },
    ])
      expect(slaTargetsSchema.safeParse(value).success, JSON.stringify(value)).toBe(false)
  })
})
