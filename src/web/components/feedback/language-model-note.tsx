import { InfoIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useLanguageModel } from '#web/lib/bots/get-language-model.ts'

/**
 * Issue 33: a plain note beside settings that only a language model reads (tone, prompt,
 * instructions), shown only when the server has none; while the answer loads, or when one is
 * configured, nothing shows.
 */
export function LanguageModelNote({ children }: { children: ReactNode }) {
  const languageModel = useLanguageModel()
  if (languageModel.data?.configured !== false) return null
  return (
    <p
      className="flex items-start gap-2 rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground"
      data-testid="language-model-note"
    >
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}
