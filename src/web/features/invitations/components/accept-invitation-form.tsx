import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { type AcceptInvitationInput, acceptInvitationSchema } from '#shared/schemas/auth'
import { InputField } from '#web/components/form/input-field.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Form } from '#web/components/ui/form.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useAcceptInvitation } from '#web/features/invitations/api/accept-invitation.ts'
import { isApiError } from '#web/lib/api-client.ts'

// Statuses whose message the server wrote for the user: used-up, expired or unknown invitation,
// or an account that already exists.
const EXPLAINED_STATUSES = new Set([404, 409, 410, 429])

type AcceptInvitationFormProps = {
  token: string
  email: string
  onAccepted: () => void
}

/** Spec §2.4 / §5: the invited e-mail (read-only), a password and its confirmation. */
export function AcceptInvitationForm({ token, email, onAccepted }: AcceptInvitationFormProps) {
  const accept = useAcceptInvitation(token)
  const form = useForm<AcceptInvitationInput>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  async function onSubmit(values: AcceptInvitationInput) {
    try {
      await accept.mutateAsync(values)
      onAccepted()
    } catch (error) {
      if (isApiError(error) && EXPLAINED_STATUSES.has(error.status)) toast.error(error.message)
      else if (isApiError(error) && error.status === 400)
        toast.error(`Failed to create account: ${error.message}`)
      else toast.error('Failed to accept invitation')
    }
  }

  const isSubmitting = form.formState.isSubmitting

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="invitation-email">Email</Label>
          <Input id="invitation-email" type="email" value={email} readOnly aria-readonly="true" />
        </div>
        <InputField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
        />
        <InputField
          control={form.control}
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner decorative /> : null}
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </Form>
  )
}
