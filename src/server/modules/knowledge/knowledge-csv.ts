/**
 * CSV for the knowledge import and export (RFC 4180): fields separated by commas, a field in double
 * quotes may hold commas, line breaks and doubled quotes (""). The spec's own import split on every
 * comma (§5 "CSV parsing is naive"); issue 6 asks for a real parser, so quoted commas and newlines
 * survive. The writer quotes exactly what the parser needs and, like every export (lib/csv.ts),
 * puts an apostrophe before text that a spreadsheet would run as a formula; the import takes that
 * guard off again (knowledge-import-text.ts), so an export imports back unchanged.
 */
import { guardFormula } from '#server/lib/csv'

export class CsvSyntaxError extends Error {}

/** Rows of fields; a trailing line break does not make an empty last row. A BOM is ignored. */
export function parseCsv(text: string): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let fieldStarted = false
  let line = 1
  let quoteLine = 0

  const endField = () => {
    row.push(field)
    field = ''
    fieldStarted = false
  }
  const endRow = () => {
    endField()
    rows.push(row)
    row = []
  }

  for (let i = 0; i < source.length; i++) {
    const char = source[i]
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"'
          i++
        } else {
          quoted = false
          const next = source[i + 1]
          if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r')
            throw new CsvSyntaxError(`unexpected character after a closing quote on line ${line}`)
        }
      } else {
        if (char === '\n') line++
        field += char
      }
      continue
    }
    if (char === '"') {
      if (fieldStarted || field.length > 0)
        throw new CsvSyntaxError(`a quote inside an unquoted field on line ${line}`)
      quoted = true
      fieldStarted = true
      quoteLine = line
    } else if (char === ',') {
      endField()
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++
      endRow()
      line++
    } else {
      field += char
      fieldStarted = true
    }
  }
  if (quoted) throw new CsvSyntaxError(`a quoted field opened on line ${quoteLine} is never closed`)
  if (fieldStarted || field.length > 0 || row.length > 0) endRow()
  // Blank lines carry no entry.
  return rows.filter((fields) => fields.length > 1 || fields[0] !== '')
}

function csvField(value: string | number | null | undefined): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? guardFormula(value)
        : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** CSV text with CRLF line ends and a BOM (spreadsheets then read the Nordic letters as UTF-8). */
export function toCsvText(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`
}
