/** A background job the server started; index.ts stops each one on shutdown. */
export interface RepeatingTask {
  /** Stops the schedule and waits for a round in progress to finish. */
  stop(): Promise<void>
}

/**
 * Runs `task` every `intervalMs` (the next round is scheduled when the previous one has finished,
 * so rounds never overlap); 0 disables it. With `runAtStart` the first round starts right away
 * instead of after one interval, as part of the same schedule: a slow first round (the analytics
 * backfill) delays the second rather than running beside it. The timer does not keep the process
 * alive.
 */
export function repeatEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
  options: { runAtStart?: boolean } = {},
): RepeatingTask {
  if (intervalMs <= 0) return { stop: async () => {} }
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined

  const runRound = () => {
    running = task()
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => {
        running = undefined
        if (!stopped) schedule()
      })
  }
  const schedule = () => {
    timer = setTimeout(runRound, intervalMs)
    timer.unref?.()
  }
  if (options.runAtStart) runRound()
  else schedule()

  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
