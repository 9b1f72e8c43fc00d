import { describe, expect, it } from 'vitest'
import { contentDisposition, safeFileName } from '#server/storage/file-name'
import { countPdfPages, isPreviewableType } from './document-processing.ts'
import { titleFor } from './files.service.ts'

describe('countPdfPages', () => {
  it('reads the root /Count of the page tree, whichever order the keys come in', () => {
    expect(
      countPdfPages(
        Buffer.from('%PDF-1.7 << /Type /Pages /Kids [] /Count 12 >> << /Count 3 /Type /Pages >>'),
      ),
    ).toBe(12)
    expect(countPdfPages(Buffer.from('%PDF-1.7 << /Count 7 /Kids [] /Type /Pages >>'))).toBe(7)
  })
  it('falls back to counting page objects, and gives null when it cannot tell', () => {
    expect(countPdfPages(Buffer.from('%PDF-1.4 << /Type /Page >> << /Type/Page >> << /Type /Pages >>'))).toBe(
      2,
    )
    expect(countPdfPages(Buffer.from('%PDF-1.5 compressed object streams only'))).toBeNull()
  })
})

describe('file names', () => {
  it.each([
    ['../../x.pdf', 'x.pdf'],
    ['..\\..\\windows.pdf', 'windows.pdf'],
    ['/etc/passwd', 'passwd'],
    ['..', 'file'],
    ['', 'file'],
    ['tab\there\u0000.pdf', 'tabhere.pdf'],
    ['Årsrapport – 2026.pdf', 'Årsrapport – 2026.pdf'],
  ])('safeFileName(%j) is %j', (input, expected) => {
    expect(safeFileName(input)).toBe(expected)
  })
  it('keeps long names within 255 characters', () => {
    expect(safeFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(255)
  })
  it('sends an ASCII fallback and the UTF-8 name in Content-Disposition', () => {
    expect(contentDisposition('Rapport "år".pdf', 'inline')).toBe(
      `inline; filename="Rapport __r_.pdf"; filename*=UTF-8''Rapport%20%22%C3%A5r%22.pdf`,
    )
  })
})

describe('titles and previews', () => {
  it('titles a document by the given title, else the file name without its extension', () => {
    expect(titleFor({ category: 'other', title: 'Given', note: undefined }, 'a.pdf')).toBe('Given')
    expect(
      titleFor({ category: 'other', title: undefined, note: undefined }, 'Contract 2026.signed.pdf'),
    ).toBe('Contract 2026.signed')
    expect(titleFor({ category: 'other', title: undefined, note: undefined }, '.pdf')).toBe('.pdf')
  })
  it('previews images and PDFs only', () => {
    expect(isPreviewableType('application/pdf')).toBe(true)
    expect(isPreviewableType('image/webp')).toBe(true)
    expect(isPreviewableType('text/plain; charset=utf-8')).toBe(false)
  })
})
