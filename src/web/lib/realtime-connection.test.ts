// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REALTIME_CLOSE_CODES } from '#shared/realtime/close-codes'
import en from '#web/locales/en/common.json'
import no from '#web/locales/no/common.json'
import sv from '#web/locales/sv/common.json'
import { createRealtimeConnection } from './realtime-connection.ts'

/** Stands in for the browser's WebSocket: records each one opened, closed by the test. */
class FakeSocket extends EventTarget {
  static OPEN = 1
  static opened: FakeSocket[] = []
  readyState = 0
  constructor(readonly url: string) {
    super()
    FakeSocket.opened.push(this)
  }
  send() {}
  close() {}
  serverCloses(code: number) {
    this.readyState = 3
    this.dispatchEvent(Object.assign(new Event('close'), { code }))
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeSocket.opened = []
  vi.stubGlobal('WebSocket', FakeSocket)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** A connection with a listener whose first socket is open. */
async function listening() {
  const connection = createRealtimeConnection()
  const stops: string[] = []
  connection.onStop((reason) => stops.push(reason))
  const stopListening = connection.listen(() => {})
  await vi.advanceTimersByTimeAsync(1000)
  expect(FakeSocket.opened).toHaveLength(1)
  return { connection, stops, stopListening }
}

// Issue 32: the server's own close codes stop the connection instead of a reconnect loop.
describe('realtime connection closed by the server', () => {
  it('reconnects after an ordinary drop', async () => {
    await listening()
    FakeSocket.opened[0].serverCloses(1006)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(FakeSocket.opened.length).toBeGreaterThan(1)
  })

  for (const [reason, code] of Object.entries(REALTIME_CLOSE_CODES)) {
    it(`on ${code} (${reason}) tells why and does not reconnect`, async () => {
      const { stops } = await listening()
      FakeSocket.opened[0].serverCloses(code)
      await vi.advanceTimersByTimeAsync(60_000)
      expect(stops).toEqual([reason])
      expect(FakeSocket.opened).toHaveLength(1)
    })
  }

  it('opens once more when listened to afresh (after signing in again)', async () => {
    const { connection, stopListening } = await listening()
    FakeSocket.opened[0].serverCloses(REALTIME_CLOSE_CODES.sessionEnded)
    // The signed-in shell unmounts on the way to sign-in, and mounts again after it.
    stopListening()
    connection.listen(() => {})
    await vi.advanceTimersByTimeAsync(1000)
    expect(FakeSocket.opened).toHaveLength(2)
  })
})

describe('the messages shown for the close codes', () => {
  it.each([
    ['en', en],
    ['no', no],
    ['sv', sv],
  ])('%s has a title and a description for each', (_language, strings) => {
    for (const reason of Object.keys(REALTIME_CLOSE_CODES)) {
      const text = (strings.realtime as Record<string, { title: string; description: string }>)[reason]
      expect(text?.title).toBeTruthy()
      expect(text?.description).toBeTruthy()
    }
  })
})
