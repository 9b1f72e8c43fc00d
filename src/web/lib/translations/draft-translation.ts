import { useMutation } from '@tanstack/react-query'
import type { TranslationDraft, TranslationDraftInput } from '#shared/schemas/translation-drafts'
import { answer, api } from '#web/lib/api.ts'

/** POST /api/translations/draft: the language model's translation of the texts on screen (issue 35). */
export function draftTranslation(input: TranslationDraftInput): Promise<TranslationDraft> {
  return answer(api.translations.draft.$post({ json: input }))
}

/** Nothing is cached: a draft fills the form and is saved, or not, with it. */
export function useDraftTranslation() {
  return useMutation({ mutationFn: draftTranslation })
}
