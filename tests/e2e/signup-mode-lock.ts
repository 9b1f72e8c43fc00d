import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { TestInfo } from '@playwright/test'
import { adminApi, expect } from './fixtures.ts'

/**
 * The sign-up mode is one setting for the whole server, and the desktop and phone projects run in
 * parallel (two workers): a spec that opens sign-up, or one that relies on the default invite mode,
 * holds this lock while it does. The lock is a directory in the run's output folder, which
 * Playwright empties at the start of every run, so a crashed run leaves none behind.
 */
export async function holdSignupModeLock(testInfo: TestInfo): Promise<() => Promise<void>> {
  const lock = path.join(testInfo.project.outputDir, '.signup-mode.lock')
  mkdirSync(testInfo.project.outputDir, { recursive: true })
  const take = () => {
    try {
      mkdirSync(lock)
      return true
    } catch {
      return false
    }
  }
  await expect.poll(take, { timeout: 200_000, message: 'the sign-up mode lock' }).toBe(true)
  return async () => {
    // Whatever happened, the next spec finds sign-up by invitation, the default.
    const api = await adminApi(testInfo.project.use.baseURL!)
    try {
      expect((await api.patch('/api/settings', { data: { signupMode: 'invite' } })).ok()).toBe(true)
    } finally {
      await api.dispose()
      rmSync(lock, { recursive: true, force: true })
    }
  }
}
