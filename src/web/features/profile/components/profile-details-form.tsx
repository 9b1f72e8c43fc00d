import { zodResolver } from '@hookform/resolvers/zod'
import { SaveIcon } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type ProfileDetailsFormValues, profileDetailsFormSchema } from '#shared/schemas/profile'
import { StaleEditNotice } from '#web/components/form/stale-edit-notice.tsx'
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
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSaveProfile } from '#web/features/profile/api/update-profile.ts'
import { applyServerIssues } from '#web/lib/apply-server-issues.ts'
import type { Me } from '#web/lib/session/get-me.ts'
import { toast } from '#web/lib/toast.ts'
import { ProfileFormField } from './profile-form-field.tsx'

const FIELDS = ['firstName', 'lastName', 'phone', 'location', 'department', 'signature'] as const

function valuesOf(me: Me): ProfileDetailsFormValues {
  return {
    firstName: me.profile.firstName ?? '',
    lastName: me.profile.lastName ?? '',
    phone: me.profile.phone ?? '',
    location: me.profile.location ?? '',
    department: me.profile.department ?? '',
    signature: me.profile.signature ?? '',
  }
}

/**
 * Spec §2.8 personal information: first name, last name, phone, location, and the e-mail read-only;
 * department and e-mail signature as in the complete-profile form (issue 35).
 * Save Changes really saves; on any failure the form keeps exactly what the user typed.
 */
export function ProfileDetailsForm({ me }: { me: Me }) {
  const { t } = useTranslation('profile')
  const { stale, save } = useSaveProfile(me, valuesOf)
  const form = useForm<ProfileDetailsFormValues>({
    resolver: zodResolver(profileDetailsFormSchema),
    defaultValues: valuesOf(me),
  })

  async function persist(values: ProfileDetailsFormValues, version: string | undefined) {
    try {
      // Issue 32: a save from another tab meanwhile leaves `saved` null and shows the notice.
      const saved = await save(values, version)
      if (!saved) return
      // What the server stored (trimmed, empty fields cleared) becomes the form's new baseline.
      form.reset(valuesOf(saved))
      toast.success(t('details.savedTitle'), { description: t('details.savedDescription') })
    } catch (error) {
      applyServerIssues(error, FIELDS, form.setError)
      toast.error(t('toasts.errorTitle'), { description: t('toasts.updateFailed') })
    }
  }
  const onSubmit = (values: ProfileDetailsFormValues) => persist(values, stale.version)
  const keepMine = () => form.handleSubmit((values) => persist(values, stale.keepMine()))()
  const takeTheirs = () => {
    const theirs = stale.takeTheirs()
    if (theirs) form.reset(theirs)
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('details.title')}</h2>
        </CardTitle>
        <CardDescription>{t('details.description')}</CardDescription>
      </CardHeader>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="contents">
          <CardContent className="grid gap-4 sm:grid-cols-2">
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
            <ProfileFormField
              control={form.control}
              name="phone"
              label={t('fields.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t('fields.phonePlaceholder')}
            />
            <ProfileFormField
              control={form.control}
              name="location"
              label={t('fields.location')}
              autoComplete="address-level2"
              placeholder={t('fields.locationPlaceholder')}
            />
            <ProfileFormField
              control={form.control}
              name="department"
              label={t('fields.department')}
              autoComplete="organization-title"
              placeholder={t('fields.departmentPlaceholder')}
            />
            <div className="sm:col-span-2">
              <ProfileFormField
                control={form.control}
                name="signature"
                label={t('fields.signature')}
                description={t('fields.signatureHint')}
                multiline
              />
            </div>
            <div className="grid gap-2 sm:col-span-2">
              <Label htmlFor="profile-email">{t('fields.email')}</Label>
              <Input
                id="profile-email"
                type="email"
                value={me.user.email}
                readOnly
                aria-describedby="profile-email-hint"
              />
              <p id="profile-email-hint" className="text-sm text-muted-foreground">
                {t('fields.emailReadOnly')}
              </p>
            </div>
            <div className="sm:col-span-2 empty:hidden">
              <StaleEditNotice
                conflict={stale.conflict}
                labels={Object.fromEntries(FIELDS.map((field) => [field, t(`fields.${field}`)]))}
                onKeepMine={keepMine}
                onUseTheirs={takeTheirs}
                busy={form.formState.isSubmitting}
              />
            </div>
          </CardContent>
          <CardFooter className="justify-end border-t pt-6">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? <Spinner decorative /> : <SaveIcon aria-hidden="true" />}
              {form.formState.isSubmitting ? t('details.saving') : t('details.save')}
            </Button>
          </CardFooter>
        </form>
      </Form>
    </Card>
  )
}
