import { ListOrderedIcon, PencilIcon, Trash2Icon, UsersIcon } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PROGRAM_LANGUAGE_VALUES, type ProgramLanguage } from '#shared/constants/onboarding'
import type { ProgramSummary, UpdateProgramInput } from '#shared/schemas/onboarding'
import { StaleEditNotice, shown } from '#web/components/form/stale-edit-notice.tsx'
import { useStaleEdit } from '#web/components/form/use-stale-edit.ts'
import {
  TranslationsEditor,
  type TranslationsValue,
  untitledTranslations,
  useTranslationsText,
} from '#web/components/translations/translations-editor.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx'
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
import { useAssignProgram } from '#web/features/onboarding/api/assign-program.ts'
import { useDeleteProgram } from '#web/features/onboarding/api/delete-program.ts'
import { useAssignableDealers } from '#web/features/onboarding/api/list-assignable-dealers.ts'
import { useUpdateProgram } from '#web/features/onboarding/api/update-program.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { cn } from '#web/lib/cn.ts'
import { useFormatters } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.ts'
import { ManageStepsDialog } from './manage-steps-dialog.tsx'

type Open = { kind: 'steps' | 'edit' | 'delete' | 'assign'; program: ProgramSummary } | null

/** Issue 32: a one-click change from a version someone else has moved on from is told apart. */
function useProgramUpdateFailed() {
  const { t } = useTranslation('onboarding')
  return (error: unknown) =>
    toast.error(
      isApiError(error) && error.code === 'STALE_EDIT'
        ? t('common:staleEdit.changedMeanwhile')
        : t('errors.updateProgramFailed'),
    )
}

/** Spec §2.10 Programs tab: newest first with step counts; inactive programs dimmed. */
export function ProgramsTab({ programs }: { programs: ProgramSummary[] }) {
  const { t } = useTranslation('onboarding')
  const { date } = useFormatters()
  const update = useUpdateProgram()
  const updateFailed = useProgramUpdateFailed()
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)

  if (programs.length === 0) {
    return <p className="py-8 text-center text-sm text-muted-foreground">{t('programs.empty')}</p>
  }
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {programs.map((program) => (
          <li key={program.id}>
            <Card
              className={cn('h-full', !program.isActive && 'opacity-60')}
              aria-labelledby={`program-${program.id}`}
              data-testid="program-card"
            >
              <CardHeader>
                <div className="flex items-start justify-between gap-2">
                  <CardTitle asChild className="text-base">
                    <h3 id={`program-${program.id}`}>{program.name}</h3>
                  </CardTitle>
                  <Badge variant={program.isActive ? 'success' : 'outline'}>
                    {program.isActive ? t('programs.active') : t('programs.inactive')}
                  </Badge>
                </div>
                <CardDescription>
                  {t(`languages.${program.languageCode}`)} ·{' '}
                  {t('programs.createdOn', { date: date(program.createdAt) })}
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-2">
                {program.description ? <p className="line-clamp-3 text-sm">{program.description}</p> : null}
                <p className="text-sm text-muted-foreground">
                  {t('programs.stepCount', { count: program.stepCount })} ·{' '}
                  {t('programs.enrolledCount', { count: program.enrolledCount })}
                </p>
              </CardContent>
              <CardFooter className="flex flex-wrap items-center gap-2">
                <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'steps', program })}>
                  <ListOrderedIcon aria-hidden="true" />
                  {t('actions.manageSteps')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!program.isActive || program.stepCount === 0}
                  onClick={() => setOpen({ kind: 'assign', program })}
                >
                  <UsersIcon aria-hidden="true" />
                  {t('actions.assign')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'edit', program })}>
                  <PencilIcon aria-hidden="true" />
                  {t('actions.edit')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'delete', program })}>
                  <Trash2Icon aria-hidden="true" />
                  {t('actions.delete')}
                </Button>
                <div className="ml-auto flex items-center gap-2">
                  <Switch
                    id={`active-${program.id}`}
                    checked={program.isActive}
                    disabled={update.isPending}
                    onCheckedChange={(isActive) =>
                      update.mutate(
                        { programId: program.id, isActive, expectedUpdatedAt: program.updatedAt },
                        { onError: updateFailed },
                      )
                    }
                  />
                  <Label htmlFor={`active-${program.id}`} className="text-sm">
                    {t('programs.activeToggle')}
                  </Label>
                </div>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <ManageStepsDialog
        program={open?.kind === 'steps' ? open.program : null}
        onOpenChange={(value) => !value && close()}
      />
      <EditProgramDialog program={open?.kind === 'edit' ? open.program : null} onClose={close} />
      <DeleteProgramDialog program={open?.kind === 'delete' ? open.program : null} onClose={close} />
      <AssignDialog program={open?.kind === 'assign' ? open.program : null} onClose={close} />
    </>
  )
}

function EditProgramDialog({ program, onClose }: { program: ProgramSummary | null; onClose: () => void }) {
  const { t } = useTranslation('onboarding')
  return (
    <Dialog open={program !== null} onOpenChange={(value) => !value && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto" closeLabel={t('actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('editProgram.title')}</DialogTitle>
          <DialogDescription>{program?.name}</DialogDescription>
        </DialogHeader>
        {program ? <EditProgramForm key={program.id} program={program} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  )
}

interface ProgramFormValues {
  name: string
  description: string
  languageCode: ProgramLanguage
  translations: TranslationsValue
}

const programFormValues = (program: ProgramSummary): ProgramFormValues => ({
  name: program.name,
  description: program.description ?? '',
  languageCode: program.languageCode,
  translations: program.translations,
})

function EditProgramForm({ program, onClose }: { program: ProgramSummary; onClose: () => void }) {
  const { t } = useTranslation('onboarding')
  const update = useUpdateProgram()
  const id = useId()
  const [name, setName] = useState(program.name)
  const [description, setDescription] = useState(program.description ?? '')
  const [language, setLanguage] = useState<ProgramLanguage>(program.languageCode)
  const [translations, setTranslations] = useState<TranslationsValue>(program.translations)
  const translationsText = useTranslationsText()
  const nameMissing = !name.trim()
  // The translations part says which translation lacks its name.
  const translationUnnamed = untitledTranslations(translations, 'name').length > 0
  // Issue 32: the edit starts from the program's version; a stale save shows what changed and
  // keeps what was typed.
  const stale = useStaleEdit<ProgramFormValues, ProgramSummary>({
    startedFrom: program.updatedAt,
    toValues: programFormValues,
    versionOf: (current) => current.updatedAt,
  })
  const typed = (): ProgramFormValues => ({ name, description, languageCode: language, translations })

  function save(version: string | undefined) {
    if (nameMissing || translationUnnamed) return
    update.mutate(
      {
        programId: program.id,
        expectedUpdatedAt: version ?? program.updatedAt,
        name: name.trim(),
        description: description.trim() || null,
        languageCode: language,
        translations: translations as UpdateProgramInput['translations'],
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!stale.capture(error, typed())) toast.error(t('errors.updateProgramFailed'))
        },
      },
    )
  }
  function takeTheirs() {
    const theirs = stale.takeTheirs()
    if (!theirs) return
    setName(theirs.name)
    setDescription(theirs.description)
    setLanguage(theirs.languageCode)
    setTranslations(theirs.translations)
  }

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        save(stale.version)
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t('editProgram.name')}</Label>
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={nameMissing || undefined}
        />
        {nameMissing ? <p className="text-sm text-destructive">{t('errors.nameRequired')}</p> : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>{t('editProgram.description')}</Label>
        <Textarea
          id={`${id}-description`}
          rows={4}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-language`}>{t('editProgram.language')}</Label>
        <select
          id={`${id}-language`}
          className="h-9 rounded-md border bg-background px-3 text-sm"
          value={language}
          onChange={(event) => setLanguage(event.target.value as ProgramLanguage)}
        >
          {PROGRAM_LANGUAGE_VALUES.map((code) => (
            <option key={code} value={code}>
              {t(`languages.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="space-y-2 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">{t('common:translations.title')}</legend>
        <TranslationsEditor
          kind="program"
          fields={[
            { name: 'name', label: t('editProgram.name'), maxLength: 200 },
            {
              name: 'description',
              label: t('editProgram.description'),
              multiline: true,
              rows: 3,
              maxLength: 4000,
            },
          ]}
          original={{ name, description }}
          originalLanguage={language}
          value={translations}
          onChange={setTranslations}
        />
      </fieldset>
      <StaleEditNotice
        conflict={stale.conflict}
        labels={{
          name: t('editProgram.name'),
          description: t('editProgram.description'),
          languageCode: t('editProgram.language'),
          translations: t('common:translations.title'),
        }}
        valueText={(field, value) => {
          if (field === 'languageCode' && typeof value === 'string') return t(`languages.${value}`)
          if (field === 'translations') return translationsText(value)
          return shown(value)
        }}
        onKeepMine={() => save(stale.keepMine())}
        onUseTheirs={takeTheirs}
        busy={update.isPending}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={nameMissing || translationUnnamed || update.isPending}>
          {t('actions.save')}
        </Button>
      </DialogFooter>
    </form>
  )
}

/** Deleting a program with enrolled dealers is refused (their onboardings would go); deactivate instead. */
function DeleteProgramDialog({ program, onClose }: { program: ProgramSummary | null; onClose: () => void }) {
  const { t } = useTranslation('onboarding')
  const remove = useDeleteProgram()
  const update = useUpdateProgram()
  const updateFailed = useProgramUpdateFailed()
  const enrolled = (program?.enrolledCount ?? 0) > 0
  return (
    <Dialog open={program !== null} onOpenChange={(value) => !value && onClose()}>
      <DialogContent closeLabel={t('actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('deleteProgram.title')}</DialogTitle>
          <DialogDescription>
            {enrolled
              ? t('deleteProgram.enrolled', { count: program?.enrolledCount ?? 0, name: program?.name })
              : t('deleteProgram.confirm', { name: program?.name })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          {enrolled ? (
            program?.isActive ? (
              <Button
                disabled={update.isPending}
                onClick={() =>
                  program &&
                  update.mutate(
                    { programId: program.id, isActive: false, expectedUpdatedAt: program.updatedAt },
                    { onSuccess: onClose, onError: updateFailed },
                  )
                }
              >
                {t('deleteProgram.deactivateInstead')}
              </Button>
            ) : null
          ) : (
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                program &&
                remove.mutate(program.id, {
                  onSuccess: onClose,
                  onError: () => toast.error(t('errors.deleteProgramFailed')),
                })
              }
            >
              {t('actions.delete')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** Issue 7: assign a program to one or more dealers. */
function AssignDialog({ program, onClose }: { program: ProgramSummary | null; onClose: () => void }) {
  const { t } = useTranslation('onboarding')
  return (
    <Dialog open={program !== null} onOpenChange={(value) => !value && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto" closeLabel={t('actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('assign.title')}</DialogTitle>
          <DialogDescription>{t('assign.description', { name: program?.name })}</DialogDescription>
        </DialogHeader>
        {program ? <AssignForm key={program.id} program={program} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function AssignForm({ program, onClose }: { program: ProgramSummary; onClose: () => void }) {
  const { t } = useTranslation('onboarding')
  const dealers = useAssignableDealers(program.id)
  const assign = useAssignProgram()
  const searchId = useId()
  const [search, setSearch] = useState('')
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase()
    return (dealers.data?.dealers ?? []).filter((dealer) =>
      needle
        ? `${dealer.name} ${dealer.dealerCode} ${dealer.city ?? ''}`.toLowerCase().includes(needle)
        : true,
    )
  }, [dealers.data, search])

  if (dealers.isPending) return <Spinner label={t('loading')} className="mx-auto size-6" />
  if (dealers.isError) return <p className="text-sm text-destructive">{t('errors.loadFailed')}</p>

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        assign.mutate(
          { programId: program.id, dealerIds: [...chosen] },
          {
            onSuccess: (result) => {
              toast.success(t('assign.done', { count: result.assigned.length }))
              onClose()
            },
            onError: (error) =>
              toast.error(t('errors.assignFailed'), {
                description: isApiError(error) ? error.message : undefined,
              }),
          },
        )
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={searchId}>{t('assign.search')}</Label>
        <Input id={searchId} value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      <fieldset>
        <legend className="sr-only">{t('assign.dealers')}</legend>
        <ul className="max-h-72 divide-y overflow-y-auto rounded-md border">
          {shown.map((dealer) => (
            <li key={dealer.id} className="flex items-center gap-3 px-3 py-2">
              <input
                id={`assign-${dealer.id}`}
                type="checkbox"
                className="size-4 accent-primary"
                disabled={dealer.enrolled}
                checked={dealer.enrolled || chosen.has(dealer.id)}
                onChange={(event) =>
                  setChosen((current) => {
                    const next = new Set(current)
                    if (event.target.checked) next.add(dealer.id)
                    else next.delete(dealer.id)
                    return next
                  })
                }
              />
              <label htmlFor={`assign-${dealer.id}`} className="min-w-0 flex-1 text-sm">
                <span className="font-medium">{dealer.name}</span>{' '}
                <span className="text-muted-foreground">
                  {dealer.dealerCode}
                  {dealer.city ? ` · ${dealer.city}` : ''}
                </span>
              </label>
              {dealer.enrolled ? <Badge variant="outline">{t('assign.enrolled')}</Badge> : null}
            </li>
          ))}
        </ul>
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={chosen.size === 0 || assign.isPending}>
          {t('assign.submit', { count: chosen.size })}
        </Button>
      </DialogFooter>
    </form>
  )
}
