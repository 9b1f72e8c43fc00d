// An entry's alternative questions (issue 33 item 3): other ways people ask its question.

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The phrasings without the entry's own question (it is matched already). */
export function withoutQuestion(phrasings: readonly string[], question: string): string[] {
  return phrasings.filter((phrasing) => !same(phrasing, question))
}

/** The phrasings with one more, unless the entry already asks it that way. */
export function withPhrasing(phrasings: readonly string[], question: string, phrasing: string): string[] {
  const text = phrasing.trim()
  if (!text || same(text, question) || phrasings.some((other) => same(other, text))) return [...phrasings]
  return [...phrasings, text]
}
