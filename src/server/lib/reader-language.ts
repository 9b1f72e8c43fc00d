import { type ContentLanguage, contentLanguageOfTag } from '#shared/constants/content-languages'

/**
 * The language a caller reads content in (issue 35 item 5), from Accept-Language: the web app sends
 * its interface language there, other clients their own preferences. The most preferred tag that
 * names a content language wins (nb and nn are 'no'); none, or no header, is null: the original.
 */
export function readerLanguageOf(acceptLanguage: string | undefined): ContentLanguage | null {
  if (!acceptLanguage) return null
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';')
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean)
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index }
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { tag } of ranked) {
    const language = contentLanguageOfTag(tag)
    if (language) return language
  }
  return null
}
