import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type AcceptInvitationInput, acceptInvitationSchema } from '#shared/schemas/auth'
import { InputField } from '#web/components/form/input-field.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Form } from '#web/components/ui/form.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useAcceptInvitation } from '#web/features/invitations/api/accept-invitation.ts'
import {
  acceptFailureKey,
  invitationValidationKey,
} from '#web/features/invitations/lib/invitation-message-keys.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'

type AcceptInvitationFormProps = {
  token: string
  email: string
  onAccepted: () => void
}

/** Spec §2.4 / §5: the invited e-mail (read-only), a password and its confirmation. */
export function AcceptInvitationForm({ token, email, onAccepted }: AcceptInvitationFormProps) {
  const { t } = useTranslation('invitations')
  const accept = useAcceptInvitation(token)
  const form = useForm<AcceptInvitationInput>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  function translateValidation(message: string): string {
    const found = invitationValidationKey(message)
    return found ? t(found.key, found.values) : message
  }

  async function onSubmit(values: AcceptInvitationInput) {
    try {
      await accept.mutateAsync(values)
      onAccepted()
    } catch (error) {
      const failure = acceptFailureKey(isApiError(error) ? error : undefined)
      toast.error(
        failure.problem === undefined
          ? t(failure.key)
          : t(failure.key, { message: translateValidation(failure.problem) }),
      )
    }
  }

  const isSubmitting = form.formState.isSubmitting

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="invitation-email">{t('fields.email')}</Label>
          <Input id="invitation-email" type="email" value={email} readOnly aria-readonly="true" />
        </div>
        <InputField
          control={form.control}
          name="password"
          label={t('fields.password')}
          translateError={translateValidation}
          type="password"
          autoComplete="new-password"
        />
        <InputField
          control={form.control}
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          translateError={translateValidation}
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner decorative /> : null}
          {isSubmitting ? t('actions.creatingAccount') : t('actions.createAccount')}
        </Button>
      </form>
    </Form>
  )
}
