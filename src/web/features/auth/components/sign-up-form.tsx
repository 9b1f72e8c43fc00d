import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { UserPlusIcon } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { type SignUpFormInput, signUpFormSchema } from '#shared/schemas/auth'
import { InputField } from '#web/components/form/input-field.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Form } from '#web/components/ui/form.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { refreshMe } from '#web/features/auth/api/get-me.ts'
import { useAuthMessages } from '#web/features/auth/hooks/use-auth-messages.ts'
import { useReturnPath } from '#web/features/auth/hooks/use-return-path.ts'
import { authClient } from '#web/lib/auth-client.ts'
import { toast } from '#web/lib/toast.ts'

const emptyForm: SignUpFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
}

/** Spec §2.4 sign-up with the §5 rules; errors show under their field and typed values stay. */
export function SignUpForm() {
  const { t } = useTranslation('auth')
  const messages = useAuthMessages()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { afterSignIn } = useReturnPath()
  const form = useForm<SignUpFormInput>({ resolver: zodResolver(signUpFormSchema), defaultValues: emptyForm })
  const isSubmitting = form.formState.isSubmitting

  async function onSubmit(values: SignUpFormInput) {
    try {
      const firstName = values.firstName.trim()
      const lastName = values.lastName.trim()
      const { error } = await authClient.signUp.email({
        email: values.email.trim(),
        password: values.password,
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
        callbackURL: paths.authCallback,
      })
      if (error) {
        toast.error(t('toasts.signUpError'), { description: messages.failure(error, 'toasts.signupFailed') })
        return
      }
      toast.success(t('toasts.accountCreated'), { description: t('toasts.confirmEmail') })
      // The server signs the new account in straight away; like a sign-in, it goes on to the page
      // the visitor asked for (RedirectIfSignedIn would send it there anyway once the session loads).
      await refreshMe(queryClient).catch(() => null)
      navigate(afterSignIn, { replace: true })
    } catch {
      toast.error(t('toasts.signUpError'), { description: t('toasts.unexpected') })
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            control={form.control}
            name="firstName"
            label={t('fields.firstName')}
            translateError={messages.validation}
            autoComplete="given-name"
          />
          <InputField
            control={form.control}
            name="lastName"
            label={t('fields.lastName')}
            translateError={messages.validation}
            autoComplete="family-name"
          />
        </div>
        <InputField
          control={form.control}
          name="email"
          label={t('fields.email')}
          translateError={messages.validation}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
        />
        <InputField
          control={form.control}
          name="password"
          label={t('fields.password')}
          translateError={messages.validation}
          type="password"
          autoComplete="new-password"
        />
        <InputField
          control={form.control}
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          translateError={messages.validation}
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner decorative /> : <UserPlusIcon />}
          {isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
        </Button>
      </form>
    </Form>
  )
}
