import { defineConfig } from 'vitest/config'

/**
 * The fault tests (`npm run test:faults`, issue 12): kill -9 during writes, the database going
 * away, realtime reconnects. They spawn real servers and take minutes, so their files end in
 * `.fault.ts`, which the default config's `tests/**\/*.test.ts` does not match.
 */
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.fault.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    pool: 'forks',
    // One file at a time: each spawns servers, and the machine has two cores.
    fileParallelism: false,
    // Twenty kills and restarts take minutes, more on a busy machine.
    testTimeout: 45 * 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
  },
})
