import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  KNOWLEDGE_ANSWER_MIN_LENGTH,
  KNOWLEDGE_LANGUAGES,
  type KnowledgeLanguage,
} from '#shared/schemas/knowledge'
import { CORRECTION_TARGETS, type TrainingRecordInput } from '#shared/schemas/training'
import { LanguageModelNote } from '#web/components/feedback/language-model-note.tsx'
import { EntryPicker } from '#web/components/form/entry-picker.tsx'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useRecordTraining } from '#web/features/training/api/record-training.ts'
import type { PickedEntry } from '#web/lib/knowledge/entry-picker-options.ts'
import { toast } from '#web/lib/toast.ts'

export type LastExchange = {
  question: string
  answer: string
  entryId: string | null
  sessionId: string
} | null

type CorrectionTarget = (typeof CORRECTION_TARGETS)[number]
type NewEntryStatus = 'pending_review' | 'approved'

const choiceClass =
  'flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary'

/**
 * Issue 33 item 4: a correction of the last answer never changes the entry that answered. The
 * trainer makes an entry for the question (for review or approved now), or adds the question as a
 * phrasing of the entry it belongs to. The entry that answered is sent as matched_entry_id, for the
 * record only.
 */
function CorrectionForm({ botId, last }: { botId: string; last: NonNullable<LastExchange> }) {
  const { t } = useTranslation('training')
  const { t: tk } = useTranslation('knowledge')
  const record = useRecordTraining()
  const [target, setTarget] = useState<CorrectionTarget>('new_entry')
  const [answer, setAnswer] = useState('')
  const [status, setStatus] = useState<NewEntryStatus>('pending_review')
  const [language, setLanguage] = useState<KnowledgeLanguage>('en')
  const [entry, setEntry] = useState<PickedEntry | null>(null)
  const name = useId()
  const ready = target === 'new_entry' ? answer.trim().length >= KNOWLEDGE_ANSWER_MIN_LENGTH : entry !== null
  const save = () => {
    const common = {
      interaction_type: 'correction',
      session_id: last.sessionId,
      question: last.question,
      matched_entry_id: last.entryId,
    } as const
    const input: TrainingRecordInput =
      target === 'new_entry'
        ? { ...common, target, answer, status, language_code: language }
        : { ...common, target, entry_id: entry?.id }
    record.mutate(
      { botId, input },
      {
        onSuccess: () => {
          if (target === 'phrasing') toast.success(t('toasts.phrasingAdded', { question: entry?.question }))
          else toast.success(t(status === 'approved' ? 'toasts.entryApproved' : 'toasts.entryForReview'))
          setAnswer('')
          setEntry(null)
        },
        onError: (error: Error) => toast.error(t('toasts.saveFailed'), { description: error.message }),
      },
    )
  }
  return (
    <div className="space-y-3">
      <p className="text-sm">
        <span className="font-medium">{t('cards.lastQuestion')}</span> {last.question}
      </p>
      <p className="text-sm text-muted-foreground">
        <span className="font-medium">{t('cards.lastAnswer')}</span> {last.answer}
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('correction.what')}</legend>
        {CORRECTION_TARGETS.map((value) => (
          <label key={value} className={choiceClass}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={target === value}
              onChange={() => setTarget(value)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="space-y-0.5">
              <span className="block text-sm font-medium">{t(`correction.${value}.label`)}</span>
              <span className="block text-sm text-muted-foreground">{t(`correction.${value}.hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {target === 'new_entry' ? (
        <div className="space-y-2">
          <Label htmlFor={`${name}-answer`}>{t('cards.correctAnswer')}</Label>
          <Textarea
            id={`${name}-answer`}
            rows={3}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
          />
          <div className="grid gap-2 sm:grid-cols-[1fr_10rem]">
            <fieldset className="grid gap-1">
              <legend className="mb-1 text-sm font-medium">{t('correction.status.label')}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {(['pending_review', 'approved'] as const).map((value) => (
                  <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={`${name}-status`}
                      value={value}
                      checked={status === value}
                      onChange={() => setStatus(value)}
                      className="size-4 accent-primary"
                    />
                    {t(`correction.status.${value}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="space-y-1">
              <Label htmlFor={`${name}-language`}>{t('correction.language')}</Label>
              <NativeSelect
                id={`${name}-language`}
                value={language}
                onChange={(event) => setLanguage(event.target.value as KnowledgeLanguage)}
              >
                {KNOWLEDGE_LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {tk(`language.${code}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
        </div>
      ) : (
        <EntryPicker botId={botId} selected={entry} onSelect={setEntry} label={t('correction.pickEntry')} />
      )}
      <Button size="sm" disabled={!ready || record.isPending} onClick={save}>
        {t('cards.saveCorrection')}
      </Button>
    </div>
  )
}

/**
 * Spec §2.17 Training Mode: the example cards of Corrections, Instructions and New Entries, each a
 * form that records a training session.
 */
export function TrainingActions({ botId, last }: { botId: string; last: LastExchange }) {
  const { t } = useTranslation('training')
  const record = useRecordTraining()
  const [instruction, setInstruction] = useState('')
  const [question, setQuestion] = useState('')
  const [answer, setAnswer] = useState('')
  const done = (key: string, reset: () => void) => ({
    onSuccess: () => {
      toast.success(t(key))
      reset()
    },
    onError: (error: Error) => toast.error(t('toasts.saveFailed'), { description: error.message }),
  })
  const longEnough = (text: string) => text.trim().length >= KNOWLEDGE_ANSWER_MIN_LENGTH

  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3>{t('cards.corrections')}</h3>
          </CardTitle>
          <CardDescription>{t('cards.correctionsHint')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-2">
          {last ? (
            // A new exchange starts a fresh correction: nothing picked for the previous question.
            <CorrectionForm
              key={`${last.sessionId}:${last.question}:${last.answer}`}
              botId={botId}
              last={last}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t('cards.askFirst')}</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3>{t('cards.instructions')}</h3>
          </CardTitle>
          <CardDescription>{t('cards.instructionsHint')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-2">
          <LanguageModelNote>{t('cards.instructionsNeedModel')}</LanguageModelNote>
          <Label htmlFor="instruction">{t('cards.instruction')}</Label>
          <Textarea
            id="instruction"
            rows={2}
            value={instruction}
            onChange={(event) => setInstruction(event.target.value)}
          />
          <Button
            size="sm"
            disabled={!instruction.trim() || record.isPending}
            onClick={() =>
              record.mutate(
                { botId, input: { interaction_type: 'instruction', instruction } },
                done('toasts.instructionSaved', () => setInstruction('')),
              )
            }
          >
            {t('cards.saveInstruction')}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3>{t('cards.newEntries')}</h3>
          </CardTitle>
          <CardDescription>{t('cards.newEntriesHint')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-2">
          <Label htmlFor="new-question">{t('cards.question')}</Label>
          <Input id="new-question" value={question} onChange={(event) => setQuestion(event.target.value)} />
          <Label htmlFor="new-answer">{t('cards.answer')}</Label>
          <Textarea
            id="new-answer"
            rows={3}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
          />
          <Button
            size="sm"
            disabled={!question.trim() || !longEnough(answer) || record.isPending}
            onClick={() =>
              record.mutate(
                { botId, input: { interaction_type: 'new_entry', question, answer } },
                done('toasts.entrySaved', () => {
                  setQuestion('')
                  setAnswer('')
                }),
              )
            }
          >
            {t('cards.saveEntry')}
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}
