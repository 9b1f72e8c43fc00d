import { DownloadIcon, UploadIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  KnowledgeImportFormat,
  KnowledgeImportPreviewJson,
  KnowledgeImportResult,
  KnowledgeImportRowError,
} from '#shared/schemas/knowledge'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useImportKnowledge, usePreviewImport } from '#web/features/knowledge/api/import-knowledge.ts'
import { ImportRowProblems } from '#web/features/knowledge/components/import-row-problems.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'

type ImportExportDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Import needs a bot (the engine's import route); null offers export only. */
  botId: string | null
  /** GET /api/knowledge/entries/export with the table's filters, without the format. */
  exportQuery: string
}

/**
 * Issue 6 Import/Export: CSV or JSON parsed by the server, a preview of 5 entries, the real import.
 * Issue 36: rows with problems do not stop the others: the preview lists them, the import takes
 * the valid rows, and the dialog stays open with the report of the rows left out.
 */
export function ImportExportDialog({ open, onOpenChange, botId, exportQuery }: ImportExportDialogProps) {
  const { t } = useTranslation('knowledge')
  const [format, setFormat] = useState<KnowledgeImportFormat>('csv')
  const [data, setData] = useState('')
  const [preview, setPreview] = useState<KnowledgeImportPreviewJson | null>(null)
  const [problem, setProblem] = useState<{ message: string; rows: KnowledgeImportRowError[] } | null>(null)
  const [result, setResult] = useState<KnowledgeImportResult | null>(null)
  const previewImport = usePreviewImport()
  const importKnowledge = useImportKnowledge()

  const showProblem = (error: unknown) => {
    const rows = isApiError(error)
      ? ((error.details as { rows?: KnowledgeImportRowError[] } | undefined)?.rows ?? [])
      : []
    setProblem({ message: isApiError(error) ? error.message : t('import.failed'), rows })
    setPreview(null)
  }
  const resetResult = () => {
    setPreview(null)
    setProblem(null)
    setResult(null)
  }
  const skipsRows = (preview?.invalid ?? 0) > 0
  const runPreview = () => {
    if (!botId) return
    // Spec §5: empty data gives 'Please provide data to import' (also said by the server).
    if (!data.trim()) return setProblem({ message: 'Please provide data to import', rows: [] })
    previewImport.mutate(
      { botId, format, data, skip_invalid: true },
      {
        onSuccess: (result) => {
          setPreview(result)
          setProblem(null)
        },
        onError: showProblem,
      },
    )
  }
  const runImport = () => {
    if (!botId) return
    importKnowledge.mutate(
      // Only rows the user saw listed as left out may be left out.
      { botId, format, data, skip_invalid: skipsRows },
      {
        onSuccess: (imported) => {
          toast.success(t('import.done', { count: imported.created }))
          setData('')
          resetResult()
          // The report of the rows left out stays, so they can be fixed and imported on their own.
          if (imported.skipped > 0) setResult(imported)
          else onOpenChange(false)
        },
        onError: showProblem,
      },
    )
  }
  const readFile = async (file: File) => {
    setFormat(file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv')
    setData(await file.text())
    resetResult()
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('import.title')}</DialogTitle>
          <DialogDescription>{t('import.description')}</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue={botId ? 'import' : 'export'}>
          <TabsList>
            {botId ? <TabsTrigger value="import">{t('import.importTab')}</TabsTrigger> : null}
            <TabsTrigger value="export">{t('import.exportTab')}</TabsTrigger>
          </TabsList>
          {botId ? (
            <TabsContent value="import" className="space-y-4 pt-2">
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="space-y-1.5">
                  <Label htmlFor="import-format">{t('import.format')}</Label>
                  <NativeSelect
                    id="import-format"
                    value={format}
                    onChange={(event) => {
                      setFormat(event.target.value as KnowledgeImportFormat)
                      resetResult()
                    }}
                  >
                    <option value="csv">CSV</option>
                    <option value="json">JSON</option>
                  </NativeSelect>
                </div>
                <div className="space-y-1.5">
                  <Label htmlFor="import-file">{t('import.file')}</Label>
                  <input
                    id="import-file"
                    type="file"
                    accept=".csv,.json,text/csv,application/json"
                    className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
                    onChange={(event) => {
                      const file = event.target.files?.[0]
                      if (file) void readFile(file)
                    }}
                  />
                </div>
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="import-data">{t('import.data')}</Label>
                <Textarea
                  id="import-data"
                  rows={8}
                  className="font-mono text-xs"
                  placeholder={format === 'csv' ? t('import.csvHint') : t('import.jsonHint')}
                  value={data}
                  onChange={(event) => {
                    setData(event.target.value)
                    resetResult()
                  }}
                />
              </div>
              {problem ? (
                <div
                  role="alert"
                  className="space-y-1 rounded-md border border-destructive/40 p-3 text-sm text-destructive"
                >
                  <p>{t(`import.messages.${problem.message}`, { defaultValue: problem.message })}</p>
                  <ImportRowProblems rows={problem.rows} />
                </div>
              ) : null}
              {result ? (
                <div
                  role="status"
                  className="space-y-1 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
                >
                  <p className="font-medium">{t('import.done', { count: result.created })}</p>
                  <p>{t('import.skipped', { count: result.skipped })}</p>
                  <ImportRowProblems rows={result.errors} />
                </div>
              ) : null}
              {preview ? (
                <section aria-label={t('import.preview')} className="space-y-2">
                  {skipsRows ? (
                    <div className="space-y-1 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
                      <p className="font-medium">{t('import.invalidRows', { count: preview.invalid })}</p>
                      <ImportRowProblems rows={preview.errors} />
                    </div>
                  ) : null}
                  <h3 className="font-medium">
                    {t('import.previewTitle', { count: preview.total, shown: preview.preview.length })}
                  </h3>
                  <ol className="space-y-2 text-sm">
                    {preview.preview.map((entry, index) => (
                      // Rows of an import have no id yet; their place in the file is what tells them apart.
                      // biome-ignore lint/suspicious/noArrayIndexKey: see above
                      <li key={`${index}-${entry.question}`} className="rounded-md border p-2">
                        <p className="font-medium">{entry.question}</p>
                        <p className="line-clamp-2 text-muted-foreground">{entry.answer}</p>
                        <p className="text-xs text-muted-foreground">
                          {[
                            t(`language.${entry.language_code}`),
                            t(`status.${entry.status}`),
                            entry.tags.join(', '),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </p>
                      </li>
                    ))}
                  </ol>
                </section>
              ) : null}
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={runPreview} disabled={previewImport.isPending}>
                  {t('import.previewButton')}
                </Button>
                <Button onClick={runImport} disabled={!preview || importKnowledge.isPending}>
                  <UploadIcon aria-hidden="true" />
                  {importKnowledge.isPending
                    ? t('import.importing')
                    : skipsRows
                      ? t('import.importValidButton', { count: preview?.total ?? 0 })
                      : t('import.importButton', { count: preview?.total ?? 0 })}
                </Button>
              </div>
            </TabsContent>
          ) : null}
          <TabsContent value="export" className="space-y-3 pt-2">
            <p className="text-sm text-muted-foreground">{t('import.exportHint')}</p>
            <div className="flex gap-2">
              {(['csv', 'json'] as const).map((kind) => (
                <Button key={kind} asChild variant="outline">
                  <a
                    href={`/api/knowledge/entries/export?${exportQuery}${exportQuery ? '&' : ''}format=${kind}`}
                    download
                  >
                    <DownloadIcon aria-hidden="true" />
                    {t('import.exportAs', { format: kind.toUpperCase() })}
                  </a>
                </Button>
              ))}
            </div>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  )
}
