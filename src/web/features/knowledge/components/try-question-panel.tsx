import { SearchIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { usePreviewAnswer } from '#web/features/knowledge/api/preview-answer.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { useFormatters } from '#web/lib/format.ts'

/** Issue 6 "try a question": the engine's answer preview with the matched entries and their scores. */
export function TryQuestionPanel({ botId }: { botId: string }) {
  const { t } = useTranslation('knowledge')
  const format = useFormatters()
  const [question, setQuestion] = useState('')
  const preview = usePreviewAnswer()
  const answer = preview.data
  const ask = () => {
    if (question.trim()) preview.mutate({ botId, message: question })
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('try.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            ask()
          }}
        >
          <Input
            aria-label={t('try.question')}
            placeholder={t('try.placeholder')}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={!question.trim() || preview.isPending}>
            <SearchIcon aria-hidden="true" />
            {t('try.ask')}
          </Button>
        </form>
        {preview.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {isApiError(preview.error) ? preview.error.message : t('try.failed')}
          </p>
        ) : null}
        {answer ? (
          <div className="space-y-2 text-sm" aria-live="polite">
            <div className="flex flex-wrap gap-2">
              <Badge variant={answer.knowledgeBased ? 'success' : 'destructive'}>
                {answer.knowledgeBased ? t('try.answered') : t('try.notAnswered')}
              </Badge>
              <Badge variant="outline">
                {t('try.confidence', { value: format.number(answer.confidence, { style: 'percent' }) })}
              </Badge>
              {answer.needsEscalation ? <Badge variant="secondary">{t('try.escalates')}</Badge> : null}
            </div>
            <p className="whitespace-pre-wrap rounded-md bg-muted/50 p-3" data-testid="try-answer">
              {answer.content}
            </p>
            {answer.sources.length > 0 ? (
              <ol aria-label={t('try.matches')} className="space-y-1">
                {answer.sources.map((source) => (
                  <li key={source.entryId} className="flex justify-between gap-3">
                    <span className="truncate">{source.question}</span>
                    <span className="text-muted-foreground tabular-nums">
                      {format.number(source.score, { maximumFractionDigits: 2 })}
                    </span>
                  </li>
                ))}
              </ol>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  )
}
