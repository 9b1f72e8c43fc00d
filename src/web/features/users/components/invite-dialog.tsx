import { zodResolver } from '@hookform/resolvers/zod'
import { SendIcon } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Role } from '#shared/auth/roles'
import { type CreateInvitationInput, createInvitationInputSchema } from '#shared/schemas/invitations'
import { TranslatedFormMessage } from '#web/components/form/input-field.tsx'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Form, FormControl, FormField, FormItem, FormLabel } from '#web/components/ui/form.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useCreateInvitation } from '#web/features/users/api/create-invitation.ts'
import { userMessageKey } from '#web/features/users/lib/user-message-keys.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useActionKey } from '#web/lib/use-action-key.ts'
import { useRoleName } from '#web/lib/use-role-name.ts'

type InviteDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  roles: Role[]
  /** Invite to this dealer (the dealer page); staff invitations have none. */
  dealer?: { id: string; name: string }
  onInvited?: () => unknown
}

/**
 * Invite someone (issue 8): e-mail, full name and a role the caller may grant. The invitation
 * e-mail with the /invite/{token} link goes out at once; expiry follows INVITATION_TTL_DAYS.
 */
export function InviteDialog({ open, onOpenChange, roles, dealer, onInvited }: InviteDialogProps) {
  const { t } = useTranslation('users')
  const roleName = useRoleName()
  const create = useCreateInvitation(onInvited)
  const action = useActionKey()
  const empty: CreateInvitationInput = {
    email: '',
    fullName: '',
    role: roles[0],
    dealerId: dealer?.id ?? null,
  }
  const form = useForm<CreateInvitationInput>({
    resolver: zodResolver(createInvitationInputSchema),
    defaultValues: empty,
  })
  const translate = (message: string) => {
    const key = userMessageKey(message)
    return key ? t(key) : message
  }

  async function onSubmit(values: CreateInvitationInput) {
    try {
      await create.mutateAsync({ input: values, idempotencyKey: action.key })
      action.renew()
      toast.success(t('invite.sent'), { description: values.email })
      form.reset(empty)
      onOpenChange(false)
    } catch (error) {
      if (isApiError(error) && (error.status === 409 || error.status === 400)) {
        form.setError(
          'email',
          { type: 'server', message: error.message.replace(/^email: /, '') },
          { shouldFocus: true },
        )
        return
      }
      toast.error(t('invite.failed'), { description: isApiError(error) ? error.message : undefined })
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{dealer ? t('invite.employeeTitle') : t('invite.staffTitle')}</DialogTitle>
          <DialogDescription>
            {dealer ? t('invite.employeeDescription', { dealer: dealer.name }) : t('invite.staffDescription')}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('invite.email')}</FormLabel>
                  <FormControl>
                    <Input {...field} type="email" autoComplete="off" />
                  </FormControl>
                  <TranslatedFormMessage translate={translate} />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="fullName"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('invite.fullName')}</FormLabel>
                  <FormControl>
                    <Input {...field} autoComplete="off" maxLength={200} />
                  </FormControl>
                  <TranslatedFormMessage translate={translate} />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="role"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('invite.role')}</FormLabel>
                  <FormControl>
                    <NativeSelect {...field}>
                      {roles.map((role) => (
                        <option key={role} value={role}>
                          {roleName(role)}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormControl>
                  <TranslatedFormMessage translate={translate} />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? <Spinner decorative /> : <SendIcon aria-hidden="true" />}
                {t('invite.send')}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
