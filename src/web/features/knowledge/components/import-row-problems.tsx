import { useTranslation } from 'react-i18next'
import type { KnowledgeImportRowError } from '#shared/schemas/knowledge'

/** How many problems are listed; the rest are counted. */
const LISTED = 10

const FIELDS = new Set([
  'question',
  'answer',
  'language_code',
  'status',
  'tags',
  'priority',
  'scope',
  'alternative_questions',
])

/**
 * The problems of imported rows, one line each: the row's number, the field by its name in the UI
 * language and the message (translated where the entry form knows it).
 */
export function ImportRowProblems({ rows }: { rows: readonly KnowledgeImportRowError[] }) {
  const { t } = useTranslation('knowledge')
  if (rows.length === 0) return null
  const fieldName = (path: string) => {
    const field = path.split('.')[0]
    return FIELDS.has(field) ? t(`import.fields.${field}`) : t('import.fields.row')
  }
  const more = rows.length - LISTED
  return (
    <ul className="list-inside list-disc">
      {rows.slice(0, LISTED).map((row) => (
        <li key={`${row.index}-${row.field}`}>
          {t('import.rowProblem', {
            row: row.index + 1,
            field: fieldName(row.field),
            message: t(`validation.${row.message}`, { defaultValue: row.message }),
          })}
        </li>
      ))}
      {more > 0 ? <li>{t('import.moreProblems', { count: more })}</li> : null}
    </ul>
  )
}
