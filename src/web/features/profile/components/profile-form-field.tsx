import type { ComponentProps } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TranslatedFormMessage } from '#web/components/form/input-field.tsx'
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '#web/components/ui/form.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { profileMessageKey } from '#web/features/profile/lib/profile-message-keys.ts'
import { cn } from '#web/lib/cn.ts'

type ProfileFormFieldProps<Values extends FieldValues> = {
  control: Control<Values>
  name: FieldPath<Values>
  label: string
  description?: string
  multiline?: boolean
  className?: string
} & Pick<ComponentProps<typeof Input>, 'type' | 'autoComplete' | 'placeholder' | 'inputMode' | 'maxLength'>

/** A labelled input (or textarea) bound to a react-hook-form field, its error translated underneath. */
export function ProfileFormField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
  multiline = false,
  className,
  ...inputProps
}: ProfileFormFieldProps<Values>) {
  const { t } = useTranslation('profile')
  // The shared schemas and the server speak English; the message is translated when shown.
  const translate = (message: string) => {
    const known = profileMessageKey(message)
    return known ? t(known.key, known.values) : message
  }
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('content-start', className)}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {multiline ? (
              <Textarea
                placeholder={inputProps.placeholder}
                maxLength={inputProps.maxLength}
                rows={4}
                {...field}
                value={field.value ?? ''}
              />
            ) : (
              <Input {...inputProps} {...field} value={field.value ?? ''} />
            )}
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <TranslatedFormMessage translate={translate} />
        </FormItem>
      )}
    />
  )
}
