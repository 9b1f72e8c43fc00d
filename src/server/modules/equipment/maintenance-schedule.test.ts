import { describe, expect, it } from 'vitest'
import {
  addDays,
  daysBetween,
  isDueWithin,
  isOverdue,
  laterDate,
  nextDueDate,
  todayIso,
} from './maintenance-schedule.ts'

describe('nextDueDate', () => {
  const plan = { intervalDays: 90, deliveryDate: '2025-01-10', planStartDate: '2025-06-01' }

  it('counts the interval from the last service', () => {
    expect(nextDueDate({ ...plan, lastServiceDate: '2025-03-01' })).toBe('2025-05-30')
  })

  it('counts from delivery before any service', () => {
    expect(nextDueDate({ ...plan, lastServiceDate: null })).toBe('2025-04-10')
  })

  it('counts from the day the plan was made when neither is known', () => {
    expect(nextDueDate({ ...plan, lastServiceDate: null, deliveryDate: null })).toBe('2025-08-30')
  })

  it('crosses month, year and leap-day boundaries by calendar days', () => {
    expect(nextDueDate({ ...plan, intervalDays: 1, lastServiceDate: '2024-02-28' })).toBe('2024-02-29')
    expect(nextDueDate({ ...plan, intervalDays: 365, lastServiceDate: '2024-01-01' })).toBe('2024-12-31')
    expect(nextDueDate({ ...plan, intervalDays: 30, lastServiceDate: '2025-12-15' })).toBe('2026-01-14')
  })
})

describe('overdue and due-within rules', () => {
  it('an item due today is due but not overdue; from the next day it is overdue', () => {
    expect(isOverdue('2025-05-30', '2025-05-30')).toBe(false)
    expect(isOverdue('2025-05-30', '2025-05-31')).toBe(true)
    expect(isOverdue('2025-05-30', '2025-05-29')).toBe(false)
  })

  it('the due window includes overdue items and the last day of the window', () => {
    const today = '2025-05-01'
    expect(isDueWithin('2025-04-01', today, 30)).toBe(true)
    expect(isDueWithin('2025-05-31', today, 30)).toBe(true)
    expect(isDueWithin('2025-06-01', today, 30)).toBe(false)
  })
})

describe('calendar helpers', () => {
  it('adds and measures whole days', () => {
    expect(addDays('2025-03-30', 3)).toBe('2025-04-02')
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28')
    expect(daysBetween('2025-05-01', '2025-05-31')).toBe(30)
    expect(daysBetween('2025-05-31', '2025-05-01')).toBe(-30)
  })

  it('today is the UTC calendar date', () => {
    expect(todayIso(new Date('2025-07-01T23:30:00-02:00'))).toBe('2025-07-02')
  })

  it('a service only ever moves the last service forward', () => {
    expect(laterDate(null, '2025-01-01')).toBe('2025-01-01')
    expect(laterDate('2025-02-01', null)).toBe('2025-02-01')
    expect(laterDate('2025-02-01', '2025-01-01')).toBe('2025-02-01')
    expect(laterDate('2025-02-01', '2025-03-01')).toBe('2025-03-01')
  })
})
