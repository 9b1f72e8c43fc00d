// CSV for the exports (equipment list, dealer analytics report): RFC 4180 quoting, CRLF line ends
// and a byte-order mark so spreadsheet programs read the Nordic letters as UTF-8.

export type CsvValue = string | number | boolean | null | undefined

// A cell that starts like a formula would run in a spreadsheet (CSV injection); a leading apostrophe
// makes it plain text.
const FORMULA_START = /^[=+\-@\t\r]/
// Issue 32: text that already starts with apostrophes before a formula character gets one more, so
// that removeFormulaGuard gives every exported text back exactly (the knowledge import reads it).
const GUARDED = /^'+[=+\-@\t\r]/

/** The text as a spreadsheet shows it rather than runs it. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) || GUARDED.test(text) ? `'${text}` : text
}

/** The text guardFormula was given, for an import reading an export back. */
export function removeFormulaGuard(text: string): string {
  return GUARDED.test(text) ? text.slice(1) : text
}

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string') text = guardFormula(text)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}

/** Headers for a CSV download with the given file name. */
export function csvDownloadHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
    'cache-control': 'no-store',
  }
}
