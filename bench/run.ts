// `npm run bench -- <name>`: runs one benchmark (or all without a name).
const BENCHMARKS: Record<string, () => Promise<void>> = {
  assistant: async () => (await import('./assistant.ts')).runAssistantBenchmark(),
  analytics: async () => (await import('./analytics.ts')).runAnalyticsBenchmark(),
  web: async () => (await import('./web.ts')).runWebBenchmark(),
  'read-api': async () => (await import('./read-api.ts')).runReadApiBenchmark(),
  'chat-send': async () => (await import('./chat-send.ts')).runChatSendBenchmark(),
  realtime: async () => (await import('./realtime.ts')).runRealtimeBenchmark(),
  'subscribe-flood': async () => (await import('./subscribe-flood.ts')).runSubscribeFloodBenchmark(),
  soak: async () => (await import('./soak.ts')).runSoakBenchmark(),
}

// Options (`--minutes 2`) are read by the benchmark they concern; they are not names.
const wanted = process.argv
  .slice(2)
  .filter((arg, index, args) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'))
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
