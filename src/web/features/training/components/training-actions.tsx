import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { KNOWLEDGE_ANSWER_MIN_LENGTH } from '#shared/schemas/knowledge'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { LanguageModelNote } from '#web/features/bots/components/language-model-note.tsx'
import { useRecordTraining } from '#web/features/training/api/record-training.ts'
import { toast } from '#web/lib/toast.ts'

export type LastExchange = {
  question: string
  answer: string
  entryId: string | null
  sessionId: string
} | null

/**
 * Spec §2.17 Training Mode: the example cards of Corrections, Instructions and New Entries, each a
 * form that records a training session.
 */
export function TrainingActions({ botId, last }: { botId: string; last: LastExchange }) {
  const { t } = useTranslation('training')
  const record = useRecordTraining()
  const [correction, setCorrection] = useState('')
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
            <>
              <p className="text-sm">
                <span className="font-medium">{t('cards.lastQuestion')}</span> {last.question}
              </p>
              <p className="text-sm text-muted-foreground">
                <span className="font-medium">{t('cards.lastAnswer')}</span> {last.answer}
              </p>
              <Label htmlFor="correction">{t('cards.correctAnswer')}</Label>
              <Textarea
                id="correction"
                rows={3}
                value={correction}
                onChange={(event) => setCorrection(event.target.value)}
              />
              <Button
                size="sm"
                disabled={!longEnough(correction) || record.isPending}
                onClick={() =>
                  record.mutate(
                    {
                      botId,
                      input: {
                        interaction_type: 'correction',
                        session_id: last.sessionId,
                        question: last.question,
                        answer: correction,
                        entry_id: last.entryId,
                      },
                    },
                    done('toasts.correctionSaved', () => setCorrection('')),
                  )
                }
              >
                {t('cards.saveCorrection')}
              </Button>
            </>
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
