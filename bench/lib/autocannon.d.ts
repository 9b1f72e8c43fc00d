// autocannon ships no types; this covers the part of its API the benchmarks use.
declare module 'autocannon' {
  interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    /** Requests per second over all connections. */
    overallRate?: number
    headers?: Record<string, string>
    method?: string
    body?: string
    requests?: Request[]
    timeout?: number
  }
  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    p50: number
    p90: number
    p97_5: number
    p99: number
    p99_9: number
    total: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    duration: number
    '2xx': number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
