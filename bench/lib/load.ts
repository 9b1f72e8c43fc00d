import autocannon from 'autocannon'

export interface LoadOptions {
  url: string
  headers?: Record<string, string>
  connections: number
  seconds: number
  /** Requests per second over all connections; as fast as possible when absent. */
  rate?: number
  requests?: { method?: string; path: string; headers?: Record<string, string>; body?: string }[]
}

export interface LoadResult {
  rps: number
  p50: number
  p99: number
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number
  total: number
}

/** One autocannon run from this process (the load generator shares the machine: see the docs). */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.seconds,
    overallRate: options.rate,
    requests: options.requests,
    timeout: 10,
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-')
export const pad = (value: string | number, width: number) => String(value).padStart(width)
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
