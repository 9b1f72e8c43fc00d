import { zodResolver } from '@hookform/resolvers/zod'
import { LogOutIcon, UserRoundCheckIcon } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type CompleteProfileFormValues, completeProfileFormSchema } from '#shared/schemas/profile'
import { StaleEditNotice } from '#web/components/form/stale-edit-notice.tsx'
import { AuthShell } from '#web/components/layout/auth-shell.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx'
import { Form } from '#web/components/ui/form.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSaveProfile } from '#web/features/profile/api/update-profile.ts'
import { applyServerIssues } from '#web/lib/apply-server-issues.ts'
import type { Me } from '#web/lib/session/get-me.ts'
import { useSignOut } from '#web/lib/session/use-sign-out.ts'
import { toast } from '#web/lib/toast.ts'
import { ProfileFormField } from './profile-form-field.tsx'

const FIELDS = ['firstName', 'lastName', 'department', 'signature'] as const

/**
 * Spec §2.6 complete-profile form, shown as its own page while first or last name is missing.
 * On success the current user is read again (spec §4 reloads the page; refetching is enough and
 * keeps the URL the person asked for), and the guarded flow moves on to the tour.
 */
const valuesOf = (me: Me): CompleteProfileFormValues => ({
  firstName: me.profile.firstName ?? '',
  lastName: me.profile.lastName ?? '',
  department: me.profile.department ?? '',
  signature: me.profile.signature ?? '',
})

export function CompleteProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation('profile')
  const { stale, save } = useSaveProfile(me, valuesOf)
  const { signOut, isSigningOut } = useSignOut()
  const form = useForm<CompleteProfileFormValues>({
    resolver: zodResolver(completeProfileFormSchema),
    defaultValues: valuesOf(me),
  })
  const isSubmitting = form.formState.isSubmitting

  async function persist(values: CompleteProfileFormValues, version: string | undefined) {
    try {
      // Issue 32: completed in another tab meanwhile: null, and the notice shows what changed.
      if (!(await save(values, version))) return
      toast.success(t('complete.successTitle'), { description: t('complete.successDescription') })
    } catch (error) {
      applyServerIssues(error, FIELDS, form.setError)
      toast.error(t('toasts.errorTitle'), { description: t('toasts.updateFailed') })
    }
  }
  const onSubmit = (values: CompleteProfileFormValues) => persist(values, stale.version)
  const keepMine = () => form.handleSubmit((values) => persist(values, stale.keepMine()))()
  const takeTheirs = () => {
    const theirs = stale.takeTheirs()
    if (theirs) form.reset(theirs)
  }

  return (
    <AuthShell>
      <Card>
        <CardHeader className="text-center">
          <span
            aria-hidden="true"
            className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary"
          >
            <UserRoundCheckIcon className="size-6" />
          </span>
          <CardTitle asChild className="text-2xl tracking-tight">
            <h1>{t('complete.title')}</h1>
          </CardTitle>
          <CardDescription>{t('complete.description', { email: me.user.email })}</CardDescription>
        </CardHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="contents">
            <CardContent className="grid gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <ProfileFormField
                  control={form.control}
                  name="firstName"
                  label={t('fields.firstName')}
                  autoComplete="given-name"
                />
                <ProfileFormField
                  control={form.control}
                  name="lastName"
                  label={t('fields.lastName')}
                  autoComplete="family-name"
                />
              </div>
              <ProfileFormField
                control={form.control}
                name="department"
                label={t('fields.departmentOptional')}
                autoComplete="organization-title"
                placeholder={t('fields.departmentPlaceholder')}
              />
              <ProfileFormField
                control={form.control}
                name="signature"
                label={t('fields.signatureOptional')}
                description={t('fields.signatureHint')}
                multiline
              />
              <StaleEditNotice
                conflict={stale.conflict}
                labels={{
                  firstName: t('fields.firstName'),
                  lastName: t('fields.lastName'),
                  department: t('fields.departmentOptional'),
                  signature: t('fields.signatureOptional'),
                }}
                onKeepMine={keepMine}
                onUseTheirs={takeTheirs}
                busy={isSubmitting}
              />
            </CardContent>
            <CardFooter className="flex-col gap-3">
              <Button type="submit" className="w-full" disabled={isSubmitting}>
                {isSubmitting ? <Spinner decorative /> : <UserRoundCheckIcon aria-hidden="true" />}
                {isSubmitting ? t('complete.submitting') : t('complete.submit')}
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="text-muted-foreground"
                onClick={signOut}
                disabled={isSigningOut}
              >
                <LogOutIcon aria-hidden="true" />
                {t('complete.signOut')}
              </Button>
            </CardFooter>
          </form>
        </Form>
      </Card>
    </AuthShell>
  )
}
