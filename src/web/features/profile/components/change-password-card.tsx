import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRoundIcon } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  type ChangePasswordFormValues,
  changePasswordFormSchema,
  type SetPasswordFormValues,
  setPasswordFormSchema,
} from '#shared/schemas/profile'
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
import { ChangePasswordError, useChangePassword } from '#web/features/profile/api/change-password.ts'
import { useSetPassword } from '#web/features/profile/api/set-password.ts'
import { profileMessageKey } from '#web/features/profile/lib/profile-message-keys.ts'
import { applyServerIssues } from '#web/lib/apply-server-issues.ts'
import { toast } from '#web/lib/toast.ts'
import { ProfileFormField } from './profile-form-field.tsx'

const emptyChange: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' }
const emptySet: SetPasswordFormValues = { newPassword: '', confirmPassword: '' }

function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('profile')
  const change = useChangePassword()
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyChange,
  })

  async function onSubmit(values: ChangePasswordFormValues) {
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword })
      form.reset(emptyChange)
      toast.success(t('password.changedTitle'), { description: t('password.changedDescription') })
    } catch (error) {
      if (error instanceof ChangePasswordError && error.code === 'INVALID_PASSWORD') {
        form.setError('currentPassword', { type: 'server', message: t('password.wrongCurrent') })
        form.setFocus('currentPassword')
        return
      }
      // The server holds the new password to the sign-up rules and answers with their messages.
      if (error instanceof ChangePasswordError && error.message && profileMessageKey(error.message)) {
        form.setError('newPassword', { type: 'server', message: error.message })
        return
      }
      toast.error(t('toasts.errorTitle'), { description: t('password.changeFailed') })
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="contents">
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {/* Lets password managers tie the new password to this account. */}
          <input type="email" name="username" autoComplete="username" value={email} hidden readOnly />
          <ProfileFormField
            control={form.control}
            name="currentPassword"
            label={t('fields.currentPassword')}
            type="password"
            autoComplete="current-password"
            className="sm:col-span-2"
          />
          <ProfileFormField
            control={form.control}
            name="newPassword"
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            description={t('password.rules')}
          />
          <ProfileFormField
            control={form.control}
            name="confirmPassword"
            label={t('fields.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
          />
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">{t('password.otherSessionsNote')}</p>
          <Button type="submit" disabled={form.formState.isSubmitting} className="shrink-0">
            {form.formState.isSubmitting ? <Spinner decorative /> : <KeyRoundIcon aria-hidden="true" />}
            {form.formState.isSubmitting ? t('password.changing') : t('password.change')}
          </Button>
        </CardFooter>
      </form>
    </Form>
  )
}

/** For an account that has no password yet (spec §2.5 'Set Password' leads here). */
function SetPasswordForm() {
  const { t } = useTranslation('profile')
  const setPassword = useSetPassword()
  const form = useForm<SetPasswordFormValues>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: emptySet,
  })

  async function onSubmit(values: SetPasswordFormValues) {
    try {
      await setPassword.mutateAsync({ newPassword: values.newPassword })
      form.reset(emptySet)
      toast.success(t('password.setTitle'), { description: t('password.setDescription') })
    } catch (error) {
      if (!applyServerIssues(error, ['newPassword'], form.setError)) {
        toast.error(t('toasts.errorTitle'), { description: t('password.setFailed') })
      }
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="contents">
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <ProfileFormField
            control={form.control}
            name="newPassword"
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            description={t('password.rules')}
          />
          <ProfileFormField
            control={form.control}
            name="confirmPassword"
            label={t('fields.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
          />
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? <Spinner decorative /> : <KeyRoundIcon aria-hidden="true" />}
            {form.formState.isSubmitting ? t('password.setting') : t('password.set')}
          </Button>
        </CardFooter>
      </form>
    </Form>
  )
}

/** Spec §2.8 Change Password: the current password, the sign-up rules of §5, other sessions signed out. */
export function ChangePasswordCard({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const { t } = useTranslation('profile')
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{hasPassword ? t('password.changeTitle') : t('password.setCardTitle')}</h2>
        </CardTitle>
        <CardDescription>
          {hasPassword ? t('password.changeDescription') : t('password.setCardDescription')}
        </CardDescription>
      </CardHeader>
      {hasPassword ? <ChangePasswordForm email={email} /> : <SetPasswordForm />}
    </Card>
  )
}
