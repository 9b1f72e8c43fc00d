/**
 * The server's repeating jobs report here when they start and when a round finishes, so the
 * job-lag health check can tell a job that stopped running from one that is on time. In memory:
 * each instance watches its own jobs.
 */
export interface JobState {
  name: string
  intervalMs: number
  registeredAt: Date
  lastRunAt: Date | null
  lastError: string | null
}

export interface JobRegistry {
  /** Declares a job (again); its lag is measured from now until its first round. */
  register(name: string, intervalMs: number): void
  /** A round finished (with the error message when it failed). */
  recordRun(name: string, at?: Date, error?: string | null): void
  unregister(name: string): void
  list(): JobState[]
}

export function createJobRegistry(): JobRegistry {
  const jobs = new Map<string, JobState>()
  return {
    register(name, intervalMs) {
      jobs.set(name, { name, intervalMs, registeredAt: new Date(), lastRunAt: null, lastError: null })
    },
    recordRun(name, at = new Date(), error = null) {
      const job = jobs.get(name)
      if (job) Object.assign(job, { lastRunAt: at, lastError: error })
    },
    unregister(name) {
      jobs.delete(name)
    },
    list: () => [...jobs.values()].map((job) => ({ ...job })),
  }
}

/** The process's registry; other jobs (onboarding sweeper, analytics rollups) can report here too. */
export const jobRegistry = createJobRegistry()
