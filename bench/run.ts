// `npm run bench -- <name>`: runs one benchmark (or all without a name).
const BENCHMARKS: Record<string, () => Promise<void>> = {
  assistant: async () => (await import('./assistant.ts')).runAssistantBenchmark(),
  analytics: async () => (await import('./analytics.ts')).runAnalyticsBenchmark(),
}

const wanted = process.argv.slice(2)
const names = wanted.length > 0 ? wanted : Object.keys(BENCHMARKS)
for (const name of names) {
  const run = BENCHMARKS[name]
  if (!run) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(BENCHMARKS).join(', ')}`)
    process.exit(1)
  }
  await run()
}

export {}
