import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheckIcon, UserPlusIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type SignUpFormInput, signUpFormSchema } from '#shared/schemas/auth'
import { InputField } from '#web/components/form/input-field.tsx'
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Form } from '#web/components/ui/form.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useAuthMessages } from '#web/features/auth/hooks/use-auth-messages.ts'
import { authClient } from '#web/lib/auth-client.ts'
import { toast } from '#web/lib/toast.ts'

const emptyForm: SignUpFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
}

/**
 * Spec §2.4 sign-up with the §5 rules; errors show under their field and typed values stay. Shown
 * only when sign-up is open (issue 32); the account gets no session until the link in the
 * confirmation mail is opened, and the answer is the same whether or not the address has an account.
 */
export function SignUpForm() {
  const { t } = useTranslation('auth')
  const messages = useAuthMessages()
  const [sentTo, setSentTo] = useState<string | null>(null)
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
      setSentTo(values.email.trim())
    } catch {
      toast.error(t('toasts.signUpError'), { description: t('toasts.unexpected') })
    }
  }

  if (sentTo) {
    return (
      <Alert variant="success" role="status">
        <MailCheckIcon aria-hidden="true" />
        <AlertTitle>{t('signUp.checkEmailTitle')}</AlertTitle>
        {/* A long address must wrap, not widen the card on a phone. */}
        <AlertDescription className="[overflow-wrap:anywhere]">
          {t('signUp.checkEmail', { email: sentTo })}
        </AlertDescription>
      </Alert>
    )
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
