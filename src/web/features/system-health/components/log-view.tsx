import { RefreshCwIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LOG_LEVELS, type LogEntry, type LogLevel } from '#shared/schemas/system-health'
import { ScrollTable } from '#web/components/data/scroll-table.tsx'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { useLogs } from '#web/features/system-health/api/get-logs.ts'
import { useFormatters } from '#web/lib/format.ts'
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts'

type Buffer = 'all' | 'errors'

const LEVEL_VARIANT: Record<LogLevel, 'outline' | 'secondary' | 'destructive'> = {
  trace: 'outline',
  debug: 'outline',
  info: 'secondary',
  warn: 'outline',
  error: 'destructive',
  fatal: 'destructive',
}

/** What the log line says beyond its message: the request's method, path, status and time, or an error. */
function contextSummary(entry: LogEntry): string {
  const context = entry.context
  const parts: string[] = []
  if (typeof context.method === 'string') parts.push(context.method)
  if (typeof context.path === 'string') parts.push(context.path)
  if (typeof context.status === 'number') parts.push(String(context.status))
  if (typeof context.ms === 'number') parts.push(`${context.ms} ms`)
  const error = context.err as { message?: unknown } | undefined
  if (error && typeof error.message === 'string') parts.push(error.message)
  return parts.join(' ')
}

/** The server log's latest entries (spec §9: buffer 100, errors 50), searchable and filterable by level. */
export function LogView() {
  const { t } = useTranslation('health')
  const format = useFormatters()
  const [buffer, setBuffer] = useState<Buffer>('all')
  const [level, setLevel] = useState<LogLevel | ''>('')
  const [search, setSearch] = useState('')
  const debouncedSearch = useDebouncedValue(search.trim(), 300)
  const logs = useLogs({ buffer, level: level || undefined, search: debouncedSearch || undefined })

  return (
    <section aria-labelledby="log-view-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="log-view-title" className="text-lg font-semibold">
            {t('logs.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {logs.data
              ? t('logs.description', {
                  capacity: logs.data.capacity,
                  level: logs.data.minimumLevel.toUpperCase(),
                })
              : null}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => logs.refetch()} disabled={logs.isFetching}>
          <RefreshCwIcon aria-hidden="true" className={logs.isFetching ? 'animate-spin' : undefined} />
          {t('logs.refresh')}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">{t('logs.buffer')}</legend>
          {(['all', 'errors'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={buffer === value ? 'outline' : 'ghost'}
              aria-pressed={buffer === value}
              onClick={() => setBuffer(value)}
            >
              {value === 'all' ? t('logs.allEntries') : t('logs.errorsOnly')}
            </Button>
          ))}
        </fieldset>
        <div className="grid gap-1">
          <Label htmlFor="log-level">{t('logs.level')}</Label>
          <NativeSelect
            id="log-level"
            value={level}
            onChange={(event) => setLevel(event.target.value as LogLevel | '')}
            className="w-44"
          >
            <option value="">{t('logs.anyLevel')}</option>
            {LOG_LEVELS.map((value) => (
              <option key={value} value={value}>
                {t('logs.atLeast', { level: t(`levels.${value}`) })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-56 flex-1 gap-1">
          <Label htmlFor="log-search">{t('logs.search')}</Label>
          <Input
            id="log-search"
            type="search"
            value={search}
            placeholder={t('logs.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <ScrollTable
        label={t('logs.title')}
        className="max-h-[28rem] overflow-auto"
        stickyHeader
        columns={(['time', 'level', 'message', 'requestId'] as const).map((key) => ({
          key,
          label: t(`logs.${key}`),
        }))}
      >
        {logs.data?.entries.map((entry) => (
          <tr key={entry.seq} className="border-t align-top" data-testid="log-entry">
            <td className="px-3 py-1.5 whitespace-nowrap tabular-nums">
              <time dateTime={entry.time}>{format.date(entry.time, { timeStyle: 'medium' })}</time>
            </td>
            <td className="px-3 py-1.5">
              <Badge variant={LEVEL_VARIANT[entry.level]}>{t(`levels.${entry.level}`)}</Badge>
            </td>
            <td className="px-3 py-1.5 break-words">
              <span className="font-medium">{entry.message}</span>
              {contextSummary(entry) ? (
                <span className="ml-2 font-mono text-xs text-muted-foreground">{contextSummary(entry)}</span>
              ) : null}
            </td>
            <td className="px-3 py-1.5 font-mono text-xs break-all">{entry.requestId ?? '–'}</td>
          </tr>
        ))}
      </ScrollTable>
      {logs.data && logs.data.entries.length === 0 ? (
        <p className="p-4 text-sm text-muted-foreground">{t('logs.empty')}</p>
      ) : null}
    </section>
  )
}
