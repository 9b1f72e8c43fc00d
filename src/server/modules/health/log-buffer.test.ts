import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { createLogBuffer } from '#server/lib/logger'
import { readLogs } from './health.service.ts'

function loggerInto(size = 5, errorSize = 2) {
  const buffer = createLogBuffer(size, errorSize)
  return { buffer, log: pino({ level: 'info' }, buffer.stream) }
}

describe('log buffer', () => {
  it('keeps the latest entries and, apart, the latest errors, with request ids', () => {
    const { buffer, log } = loggerInto()
    log.child({ requestId: 'req-1' }).error({ path: '/api/x' }, 'first failure')
    for (let index = 0; index < 6; index++) log.info(`line ${index}`)
    log.debug('below INFO, never recorded')
    log.child({ requestId: 'req-2' }).error('second failure')
    log.fatal('third failure')

    expect(buffer.entries().map((entry) => entry.message)).toEqual([
      'line 3',
      'line 4',
      'line 5',
      'second failure',
      'third failure',
    ])
    expect(buffer.errors().map((entry) => entry.message)).toEqual(['second failure', 'third failure'])
    expect(buffer.errors()[0]).toMatchObject({ level: 'error', requestId: 'req-2' })
  })

  it('reads newest first, filtered by lowest level and by search words', () => {
    const { buffer, log } = loggerInto(20, 10)
    log.child({ requestId: 'abc-123' }).info({ path: '/api/dealers', status: 200 }, 'request')
    log.child({ requestId: 'def-456' }).warn({ path: '/api/bots' }, 'slow request')
    log.error('database unreachable')

    const all = readLogs(buffer, { buffer: 'all' }, 'info')
    expect(all.entries.map((entry) => entry.message)).toEqual([
      'database unreachable',
      'slow request',
      'request',
    ])
    expect(all.capacity).toBe(100)
    expect(readLogs(buffer, { buffer: 'all', level: 'warn' }, 'info').entries).toHaveLength(2)
    expect(readLogs(buffer, { buffer: 'all', search: 'ABC-123' }, 'info').entries).toMatchObject([
      { requestId: 'abc-123', context: { path: '/api/dealers', status: 200 } },
    ])
    expect(readLogs(buffer, { buffer: 'all', search: 'bots slow' }, 'info').entries).toHaveLength(1)
    const errors = readLogs(buffer, { buffer: 'errors' }, 'info')
    expect(errors.entries.map((entry) => entry.message)).toEqual(['database unreachable'])
    expect(errors.capacity).toBe(50)
  })

  it("keeps a request line given as fields exactly as pino's line of the same fields reads", () => {
    const line = { requestId: 'req-9', method: 'GET', path: '/api/dealers/1', status: 200, ms: 3 }
    const { buffer, log } = loggerInto(10, 5)
    log.info(line, 'request')
    buffer.recordRequest(line)
    const [fromPino, fromFields] = buffer.entries()
    expect(fromFields).toEqual({ ...fromPino, seq: fromFields.seq, time: fromFields.time })
    expect(fromFields).toMatchObject({
      level: 'info',
      message: 'request',
      requestId: 'req-9',
      context: { method: 'GET', path: '/api/dealers/1', status: 200, ms: 3 },
    })
    expect(Date.parse(fromFields.time)).toBeGreaterThanOrEqual(Date.parse(fromPino.time))
    expect(buffer.errors()).toEqual([])
  })
})
