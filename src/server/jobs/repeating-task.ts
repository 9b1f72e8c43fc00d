/** A background job the server started; index.ts stops each one on shutdown. */
export interface RepeatingTask {
  /** Stops the schedule and waits for a round in progress to finish. */
  stop(): Promise<void>
}

/**
 * Runs `task` every `intervalMs` (the next round is scheduled when the previous one has finished,
 * so rounds never overlap); 0 disables it. The timer does not keep the process alive.
 */
export function repeatEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): RepeatingTask {
  if (intervalMs <= 0) return { stop: async () => {} }
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined

  const schedule = () => {
    timer = setTimeout(() => {
      running = task()
        .then(
          () => undefined,
          (error: unknown) => onError(error),
        )
        .finally(() => {
          running = undefined
          if (!stopped) schedule()
        })
    }, intervalMs)
    timer.unref?.()
  }
  schedule()

  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
