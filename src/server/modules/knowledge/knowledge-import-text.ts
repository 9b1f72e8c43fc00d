import { AppError } from '#server/lib/app-error'
import { removeFormulaGuard } from '#server/lib/csv'
import type { KnowledgeImportFormat } from '#shared/schemas/knowledge'
import { CsvSyntaxError, parseCsv } from './knowledge-csv.ts'

/** The CSV columns of an import and export, in export order. */
export const KNOWLEDGE_CSV_COLUMNS = [
  'question',
  'answer',
  'language_code',
  'status',
  'priority',
  'scope',
  'tags',
  'alternative_questions',
] as const

/** Issue 33 item 3: an entry's phrasings share one CSV cell, separated by '|'. */
export const PHRASING_SEPARATOR = ' | '

/** Header spellings accepted besides the column names (the spec's export said 'language'). */
const HEADER_ALIASES: Record<string, (typeof KNOWLEDGE_CSV_COLUMNS)[number]> = {
  language: 'language_code',
  lang: 'language_code',
  phrasings: 'alternative_questions',
}

const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message)
const parseFailure = (reason: string) => unprocessable(`Failed to parse import data: ${reason}`)

/** A CSV cell to an import row value: empty cells fall back to the defaults, numbers stay numbers. */
function csvRow(header: readonly (string | null)[], fields: readonly string[]): Record<string, unknown> {
  const row: Record<string, unknown> = {}
  header.forEach((column, index) => {
    if (!column) return
    // An export's formula guard (knowledge-csv.ts) comes off: the entry keeps its text.
    const value = removeFormulaGuard((fields[index] ?? '').trim())
    if (value === '') return
    if (column === 'tags')
      // Spec §5: tags separated by semicolons.
      row.tags = value
        .split(';')
        .map((tag) => tag.trim())
        .filter(Boolean)
    else if (column === 'alternative_questions') row.alternative_questions = value.split('|')
    else if (column === 'priority') row.priority = /^-?\d+$/.test(value) ? Number(value) : value
    else row[column] = value
  })
  // Missing cells are checked like missing fields: the row schema says which is required.
  if (!('question' in row)) row.question = ''
  if (!('answer' in row)) row.answer = ''
  return row
}

function fromCsv(data: string): unknown[] {
  let rows: string[][]
  try {
    rows = parseCsv(data)
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw parseFailure(error.message)
    throw error
  }
  // Spec §5 wording.
  if (rows.length < 2) throw unprocessable('CSV must have at least a header and one data row')
  const header = rows[0].map((name) => {
    const key = name.trim().toLowerCase()
    return (KNOWLEDGE_CSV_COLUMNS as readonly string[]).includes(key) ? key : (HEADER_ALIASES[key] ?? null)
  })
  for (const required of ['question', 'answer'])
    if (!header.includes(required)) throw parseFailure(`the header has no '${required}' column`)
  return rows.slice(1).map((fields, index) => {
    if (fields.length > header.length)
      throw parseFailure(`line ${index + 2} has ${fields.length} fields but the header has ${header.length}`)
    return csvRow(header, fields)
  })
}

function fromJson(data: string): unknown[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(data)
  } catch (error) {
    throw parseFailure((error as Error).message)
  }
  // Spec §5 wording.
  if (!Array.isArray(parsed)) throw unprocessable('JSON must be an array of entries')
  return parsed
}

/** Pasted or uploaded import text to import rows (each still to be checked by the row schema). */
export function parseImportText(format: KnowledgeImportFormat, data: string): unknown[] {
  if (data.trim() === '') throw unprocessable('Please provide data to import')
  const rows = format === 'csv' ? fromCsv(data) : fromJson(data)
  if (rows.length === 0) throw unprocessable('Please provide data to import')
  return rows
}
