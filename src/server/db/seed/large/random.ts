// A seeded pseudo-random source: the same seed gives the same rows, ids included, on every run.

export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  pick<T>(values: readonly T[]): T
  chance(probability: number): boolean
  /** A version-4 shaped UUID drawn from this source (not from the operating system). */
  uuid(): string
}

/** mulberry32: tiny, fast and good enough for test data (not for secrets). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const hex32 = () =>
    Math.floor(next() * 4_294_967_296)
      .toString(16)
      .padStart(8, '0')
  return {
    next,
    int,
    pick: (values) => values[Math.floor(next() * values.length)],
    chance: (probability) => next() < probability,
    uuid: () => {
      const h = hex32() + hex32() + hex32() + hex32()
      const variant = ((Number.parseInt(h[16], 16) & 0x3) | 0x8).toString(16)
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
    },
  }
}

/** One independent source per table, so changing one table's rows does not shift another's. */
export function randomFor(seed: number, table: string): Random {
  let hash = seed >>> 0
  for (const char of table) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0
  return createRandom(hash)
}
