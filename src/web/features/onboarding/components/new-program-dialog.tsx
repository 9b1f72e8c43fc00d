import type { TFunction } from 'i18next'
import { BotIcon, CheckIcon, PencilIcon, SendIcon, SparklesIcon, Trash2Icon, UserIcon } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import {
  AI_STEP_TYPE_VALUES,
  PROGRAM_LANGUAGE_VALUES,
  type ProgramLanguage,
  storedStepTypeOf,
} from '#shared/constants/onboarding'
import type { DesignChatMessage, ProposedStep } from '#shared/schemas/onboarding'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Switch } from '#web/components/ui/switch.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useCreateProgram } from '#web/features/onboarding/api/create-program.ts'
import { useDesignChat } from '#web/features/onboarding/api/design-chat.ts'
import { formatMinutes } from '#web/features/onboarding/lib/durations.ts'
import { programDescriptionFromSteps } from '#web/features/onboarding/lib/program-description.ts'
import { labelLanguageOf, useProgramLanguageT } from '#web/features/onboarding/lib/use-program-language-t.ts'
import { cn } from '#web/lib/cn.ts'
import { toast } from '#web/lib/toast.ts'

interface Proposal {
  step: ProposedStep
  approved: boolean
}

/**
 * 'New Program' (spec §2.10, §5, §7): the trainer describes the program to the design assistant,
 * which proposes steps; the trainer approves or edits them, and only approved steps are saved.
 * Create stays disabled until steps were proposed. Every label is in the program's language
 * (Norwegian by default, as spec §2.10 says of the program-creation flow), whatever the UI language.
 */
export function NewProgramDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [language, setLanguage] = useState<ProgramLanguage>('no')
  const t = useProgramLanguageT(language)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[92vh] overflow-y-auto sm:max-w-4xl"
        closeLabel={t('newProgram.close')}
        lang={labelLanguageOf(language) === 'no' ? 'nb' : labelLanguageOf(language)}
      >
        <DialogHeader>
          <DialogTitle>{t('newProgram.title')}</DialogTitle>
          <DialogDescription>{t('newProgram.description')}</DialogDescription>
        </DialogHeader>
        {open ? (
          <ProgramDesigner
            language={language}
            onLanguageChange={setLanguage}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function ProgramDesigner({
  language,
  onLanguageChange,
  onDone,
}: {
  language: ProgramLanguage
  onLanguageChange: (language: ProgramLanguage) => void
  onDone: () => void
}) {
  const t = useProgramLanguageT(language)
  const chat = useDesignChat()
  const create = useCreateProgram()
  const nameId = useId()
  const languageId = useId()
  const messageId = useId()
  const [name, setName] = useState('')
  const [message, setMessage] = useState('')
  const [history, setHistory] = useState<DesignChatMessage[]>([])
  const [proposals, setProposals] = useState<Proposal[]>([])
  const [editing, setEditing] = useState<number | null>(null)
  const [nameMissing, setNameMissing] = useState(false)

  const approvedSteps = proposals.filter((proposal) => proposal.approved).map((proposal) => proposal.step)

  async function send(event: FormEvent) {
    event.preventDefault()
    const text = message.trim()
    if (!text || chat.isPending) return
    const before = history
    setHistory([...before, { role: 'user', content: text }])
    setMessage('')
    try {
      const answer = await chat.mutateAsync({
        message: text,
        chatHistory: before,
        programName: name.trim(),
        languageCode: language,
        currentSteps: proposals.map((proposal) => proposal.step),
      })
      const wasApproved = new Set(proposals.filter((p) => p.approved).map((p) => p.step.stepName))
      setProposals(answer.steps.map((step) => ({ step, approved: wasApproved.has(step.stepName) })))
      setEditing(null)
      setHistory((current) => [...current, { role: 'assistant', content: answer.response }])
    } catch {
      setHistory((current) => [...current, { role: 'assistant', content: t('newProgram.chatFailed') }])
      toast.error(t('newProgram.errorTitle'), { description: t('newProgram.chatFailed') })
    }
  }

  async function createProgram() {
    if (!name.trim()) {
      setNameMissing(true)
      return
    }
    try {
      await create.mutateAsync({
        name: name.trim(),
        description: programDescriptionFromSteps(t, approvedSteps),
        languageCode: language,
        steps: approvedSteps.map((step, index) => ({ ...step, stepOrder: index + 1 })),
      })
      toast.success(t('newProgram.created', { name: name.trim() }))
      onDone()
    } catch {
      toast.error(t('newProgram.errorTitle'), { description: t('newProgram.stepsFailed') })
    }
  }

  const update = (index: number, change: Partial<Proposal>) =>
    setProposals((current) =>
      current.map((proposal, at) => (at === index ? { ...proposal, ...change } : proposal)),
    )

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <div className="grid gap-2">
          <Label htmlFor={nameId}>{t('newProgram.name')}</Label>
          <Input
            id={nameId}
            value={name}
            aria-invalid={nameMissing || undefined}
            aria-describedby={nameMissing ? `${nameId}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value)
              if (event.target.value.trim()) setNameMissing(false)
            }}
          />
          {nameMissing ? (
            <p id={`${nameId}-error`} className="text-sm text-destructive">
              {t('newProgram.nameRequired')}
            </p>
          ) : null}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={languageId}>{t('newProgram.language')}</Label>
          <select
            id={languageId}
            className="h-9 rounded-md border bg-background px-3 text-sm"
            value={language}
            onChange={(event) => onLanguageChange(event.target.value as ProgramLanguage)}
          >
            {PROGRAM_LANGUAGE_VALUES.map((code) => (
              <option key={code} value={code}>
                {t(`newProgram.languages.${code}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <section className="flex min-h-80 flex-col rounded-lg border" aria-label={t('newProgram.chatLabel')}>
          <ol className="flex-1 space-y-3 overflow-y-auto p-3" aria-live="polite">
            {history.length === 0 ? (
              <li className="text-sm text-muted-foreground">{t('newProgram.chatIntro')}</li>
            ) : null}
            {history.map((entry, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the chat only grows; position is identity.
                key={index}
                className={cn('flex gap-2 text-sm', entry.role === 'user' && 'flex-row-reverse text-right')}
              >
                {entry.role === 'user' ? (
                  <UserIcon className="mt-1 size-4 shrink-0" aria-label={t('newProgram.you')} />
                ) : (
                  <BotIcon className="mt-1 size-4 shrink-0" aria-label={t('newProgram.assistant')} />
                )}
                <p
                  className={cn(
                    'whitespace-pre-wrap rounded-lg px-3 py-2',
                    entry.role === 'user' ? 'bg-primary text-primary-foreground' : 'bg-muted',
                  )}
                >
                  {entry.content}
                </p>
              </li>
            ))}
            {chat.isPending ? (
              <li className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner decorative /> {t('newProgram.thinking')}
              </li>
            ) : null}
          </ol>
          <form onSubmit={send} className="flex gap-2 border-t p-3">
            <Label htmlFor={messageId} className="sr-only">
              {t('newProgram.messageLabel')}
            </Label>
            <Textarea
              id={messageId}
              rows={2}
              value={message}
              placeholder={t('newProgram.messagePlaceholder')}
              onChange={(event) => setMessage(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) void send(event)
              }}
            />
            <Button
              type="submit"
              size="icon"
              aria-label={t('newProgram.send')}
              disabled={!message.trim() || chat.isPending}
            >
              <SendIcon aria-hidden="true" />
            </Button>
          </form>
        </section>

        <section className="space-y-2" aria-labelledby="proposed-steps-title">
          <div className="flex items-center justify-between gap-2">
            <h3 id="proposed-steps-title" className="font-medium">
              {t('newProgram.proposedTitle')}
            </h3>
            {proposals.length > 0 ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  setProposals((current) => current.map((proposal) => ({ ...proposal, approved: true })))
                }
              >
                <CheckIcon aria-hidden="true" />
                {t('newProgram.approveAll')}
              </Button>
            ) : null}
          </div>
          {proposals.length === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              <SparklesIcon className="mx-auto mb-2 size-5" aria-hidden="true" />
              {t('newProgram.noProposals')}
            </p>
          ) : (
            <ol className="space-y-2">
              {proposals.map((proposal, index) => (
                <li
                  key={`${proposal.step.stepOrder}-${proposal.step.stepName}`}
                  className={cn(
                    'rounded-md border p-3',
                    proposal.approved && 'border-emerald-600/50 bg-emerald-50/50 dark:bg-emerald-900/10',
                  )}
                >
                  {editing === index ? (
                    <ProposalEditor
                      t={t}
                      step={proposal.step}
                      onSave={(step) => {
                        update(index, { step, approved: true })
                        setEditing(null)
                      }}
                      onCancel={() => setEditing(null)}
                    />
                  ) : (
                    <ProposalView
                      t={t}
                      proposal={proposal}
                      onToggle={() => update(index, { approved: !proposal.approved })}
                      onEdit={() => setEditing(index)}
                      onRemove={() => setProposals((current) => current.filter((_, at) => at !== index))}
                    />
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      <DialogFooter className="items-center gap-2 sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {t('newProgram.approvedCount', { approved: approvedSteps.length, total: proposals.length })}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onDone}>
            {t('newProgram.cancel')}
          </Button>
          <Button
            onClick={createProgram}
            disabled={proposals.length === 0 || approvedSteps.length === 0 || create.isPending}
          >
            {create.isPending ? <Spinner decorative /> : null}
            {t('newProgram.create')}
          </Button>
        </div>
      </DialogFooter>
    </div>
  )
}

function ProposalView({
  t,
  proposal,
  onToggle,
  onEdit,
  onRemove,
}: {
  t: TFunction<'onboarding'>
  proposal: Proposal
  onToggle: () => void
  onEdit: () => void
  onRemove: () => void
}) {
  const { step } = proposal
  return (
    <div className="space-y-2">
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium">
          {step.stepOrder}. {step.stepName}
        </p>
        {proposal.approved ? <Badge variant="success">{t('newProgram.approved')}</Badge> : null}
      </div>
      {step.stepDescription ? <p className="text-sm text-muted-foreground">{step.stepDescription}</p> : null}
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="outline">
          {t(`newProgram.aiTypes.${step.stepType}`, { defaultValue: step.stepType })}
        </Badge>
        <Badge variant="outline">{t(`stepTypes.${storedStepTypeOf(step.stepType)}`)}</Badge>
        <Badge variant="outline">{formatMinutes(t, step.estimatedDurationMinutes)}</Badge>
        <Badge variant="outline">
          {step.isRequired ? t('newProgram.required') : t('newProgram.optional')}
        </Badge>
      </div>
      {step.requiredFiles.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          {t('newProgram.requiredFiles')}: {step.requiredFiles.join(', ')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={proposal.approved ? 'outline' : 'default'}
          onClick={onToggle}
          aria-pressed={proposal.approved}
        >
          <CheckIcon aria-hidden="true" />
          {proposal.approved ? t('newProgram.unapprove') : t('newProgram.approve')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onEdit}>
          <PencilIcon aria-hidden="true" />
          {t('newProgram.edit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove}>
          <Trash2Icon aria-hidden="true" />
          {t('newProgram.remove')}
        </Button>
      </div>
    </div>
  )
}

function ProposalEditor({
  t,
  step,
  onSave,
  onCancel,
}: {
  t: TFunction<'onboarding'>
  step: ProposedStep
  onSave: (step: ProposedStep) => void
  onCancel: () => void
}) {
  const id = useId()
  const [draft, setDraft] = useState(step)
  const [minutes, setMinutes] = useState(String(step.estimatedDurationMinutes))
  const nameMissing = !draft.stepName.trim()
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (nameMissing) return
        const parsed = Math.floor(Number(minutes))
        onSave({
          ...draft,
          stepName: draft.stepName.trim(),
          stepDescription: draft.stepDescription.trim(),
          estimatedDurationMinutes: Number.isFinite(parsed) && parsed > 0 ? parsed : 0,
        })
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={`${id}-name`}>{t('newProgram.stepName')}</Label>
        <Input
          id={`${id}-name`}
          value={draft.stepName}
          onChange={(event) => setDraft({ ...draft, stepName: event.target.value })}
        />
        {nameMissing ? <p className="text-sm text-destructive">{t('newProgram.stepNameRequired')}</p> : null}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-description`}>{t('newProgram.stepDescription')}</Label>
        <Textarea
          id={`${id}-description`}
          rows={2}
          value={draft.stepDescription}
          onChange={(event) => setDraft({ ...draft, stepDescription: event.target.value })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-type`}>{t('newProgram.stepType')}</Label>
          <select
            id={`${id}-type`}
            className="h-9 rounded-md border bg-background px-3 text-sm"
            value={draft.stepType}
            onChange={(event) => setDraft({ ...draft, stepType: event.target.value })}
          >
            {AI_STEP_TYPE_VALUES.map((type) => (
              <option key={type} value={type}>
                {t(`newProgram.aiTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-minutes`}>{t('newProgram.minutes')}</Label>
          <Input
            id={`${id}-minutes`}
            type="number"
            min={0}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
          />
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id={`${id}-required`}
          checked={draft.isRequired}
          onCheckedChange={(checked) => setDraft({ ...draft, isRequired: checked })}
        />
        <Label htmlFor={`${id}-required`}>{t('newProgram.required')}</Label>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {t('newProgram.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={nameMissing}>
          {t('newProgram.saveAndApprove')}
        </Button>
      </div>
    </form>
  )
}
