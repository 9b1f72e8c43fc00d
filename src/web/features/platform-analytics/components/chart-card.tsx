import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx'

export interface TableView {
  columns: string[]
  rows: (string | number)[][]
}

type ChartCardProps = {
  id: string
  title: string
  description?: string
  /** The chart; recharts needs the sized figure around it. */
  chart: ReactNode
  /** The same figures as a table: the accessible view, and the one printed. */
  table: TableView
  height?: number
}

/**
 * Issue 11: every chart has an accessible table view. The button switches between the two; the
 * table is always in the printed report (print CSS), the chart never (it does not print well).
 */
export function ChartCard({ id, title, description, chart, table, height = 260 }: ChartCardProps) {
  const { t } = useTranslation('analytics')
  const [showTable, setShowTable] = useState(false)
  const titleId = `${id}-title`
  return (
    <Card className="break-inside-avoid" data-testid={id}>
      <CardHeader>
        <CardTitle asChild>
          <h3 id={titleId}>{title}</h3>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        <CardAction className="print:hidden">
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-pressed={showTable}
            aria-controls={`${id}-view`}
            onClick={() => setShowTable((value) => !value)}
          >
            {showTable ? t('view.chart') : t('view.table')}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent id={`${id}-view`}>
        <figure
          aria-labelledby={titleId}
          style={{ height }}
          className={showTable ? 'hidden' : 'w-full print:hidden'}
          data-testid={`${id}-chart`}
        >
          {chart}
        </figure>
        <div className={showTable ? 'overflow-x-auto' : 'hidden overflow-x-auto print:block'}>
          <DataTable caption={title} table={table} testId={`${id}-table`} />
        </div>
      </CardContent>
    </Card>
  )
}

/** A plain table of figures with a caption, numbers right-aligned. */
export function DataTable({
  caption,
  table,
  testId,
}: {
  caption: string
  table: TableView
  testId?: string
}) {
  const { t } = useTranslation('analytics')
  return (
    <table className="w-full text-sm" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          {table.columns.map((column, index) => (
            <th key={column} scope="col" className={index > 0 ? 'px-2 py-1.5 text-right' : 'py-1.5 pr-2'}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.length === 0 ? (
          <tr>
            <td colSpan={table.columns.length} className="py-3 text-muted-foreground">
              {t('empty')}
            </td>
          </tr>
        ) : (
          table.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are figures in a fixed order
            <tr key={rowIndex} className="border-b last:border-0">
              {row.map((value, index) =>
                index === 0 ? (
                  <th key={table.columns[index]} scope="row" className="py-1.5 pr-2 text-left font-normal">
                    {value}
                  </th>
                ) : (
                  <td key={table.columns[index]} className="px-2 py-1.5 text-right tabular-nums">
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}
