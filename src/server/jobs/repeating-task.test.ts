import { afterEach, describe, expect, it, vi } from 'vitest'
import { repeatEvery } from './repeating-task.ts'

describe('repeatEvery (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs a round every interval, never two at once, and keeps going after a failure', async () => {
    vi.useFakeTimers()
    let rounds = 0
    let finishRound: (() => void) | undefined
    const errors: unknown[] = []
    const task = vi.fn(async () => {
      rounds++
      if (rounds === 2) throw new Error('database away')
      if (rounds === 3) await new Promise<void>((resolve) => (finishRound = resolve))
    })
    const job = repeatEvery(60_000, task, (error) => errors.push(error))

    await vi.advanceTimersByTimeAsync(59_999)
    expect(task).toHaveBeenCalledTimes(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(task).toHaveBeenCalledTimes(2)
    expect(errors).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(task).toHaveBeenCalledTimes(3)
    // Round 3 is still running: no new round starts however long it takes.
    await vi.advanceTimersByTimeAsync(600_000)
    expect(task).toHaveBeenCalledTimes(3)
    finishRound?.()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(task).toHaveBeenCalledTimes(4)

    await job.stop()
    await vi.advanceTimersByTimeAsync(600_000)
    expect(task).toHaveBeenCalledTimes(4)
  })

  it('stop() waits for the round in progress', async () => {
    vi.useFakeTimers()
    let finished = false
    let release: (() => void) | undefined
    const job = repeatEvery(
      1000,
      async () => {
        await new Promise<void>((resolve) => (release = resolve))
        finished = true
      },
      () => {},
    )
    await vi.advanceTimersByTimeAsync(1000)
    const stopped = job.stop()
    release?.()
    await stopped
    expect(finished).toBe(true)
  })

  it('with runAtStart, runs a round at once and the next one an interval after it ends, never beside it', async () => {
    vi.useFakeTimers()
    let finishFirst: (() => void) | undefined
    const task = vi.fn(async () => {
      if (task.mock.calls.length === 1) await new Promise<void>((resolve) => (finishFirst = resolve))
    })
    const job = repeatEvery(60_000, task, () => {}, { runAtStart: true })
    expect(task).toHaveBeenCalledTimes(1)
    // A first round slower than the interval (the analytics backfill) holds the second back.
    await vi.advanceTimersByTimeAsync(300_000)
    expect(task).toHaveBeenCalledTimes(1)
    finishFirst?.()
    await vi.advanceTimersByTimeAsync(59_999)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(2)
    await job.stop()
  })

  it('stop() waits for a first round started at once', async () => {
    vi.useFakeTimers()
    let release: (() => void) | undefined
    let finished = false
    const job = repeatEvery(
      60_000,
      async () => {
        await new Promise<void>((resolve) => (release = resolve))
        finished = true
      },
      () => {},
      { runAtStart: true },
    )
    const stopped = job.stop()
    release?.()
    await stopped
    expect(finished).toBe(true)
    await vi.advanceTimersByTimeAsync(600_000)
    expect(finished).toBe(true)
  })

  it('an interval of 0 never runs the task', async () => {
    vi.useFakeTimers()
    const task = vi.fn(async () => {})
    const job = repeatEvery(0, task, () => {}, { runAtStart: true })
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(task).not.toHaveBeenCalled()
    await job.stop()
  })
})
