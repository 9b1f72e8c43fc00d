import type { ComponentProps } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import {
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from '#web/components/ui/form.tsx'
import { Input } from '#web/components/ui/input.tsx'

type InputFieldProps<Values extends FieldValues> = {
  control: Control<Values>
  name: FieldPath<Values>
  label: string
  /**
   * Shows the field's error in the UI language. The shared zod schemas keep English messages (the
   * server sends the same ones), so forms translate them at render time: a language switch then
   * also re-words an error that is already on screen.
   */
  translateError?: (message: string) => string
} & Pick<ComponentProps<typeof Input>, 'type' | 'autoComplete' | 'placeholder'>

/** FormMessage with the error text passed through `translate` (same element, id and look). */
export function TranslatedFormMessage({ translate }: { translate: (message: string) => string }) {
  const { error, formMessageId } = useFormField()
  const message = error?.message ? String(error.message) : ''
  if (!message) return null
  return (
    <p data-slot="form-message" id={formMessageId} className="text-sm text-destructive">
      {translate(message)}
    </p>
  )
}

/** A labelled text input bound to a react-hook-form field, with its error message underneath. */
export function InputField<Values extends FieldValues>({
  control,
  name,
  label,
  translateError,
  ...inputProps
}: InputFieldProps<Values>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...inputProps} {...field} />
          </FormControl>
          {translateError ? <TranslatedFormMessage translate={translateError} /> : <FormMessage />}
        </FormItem>
      )}
    />
  )
}
