import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

/**
 * The names of a form's fields that have an error now. Read from the form's store, not from the
 * rendered `formState`, which is a render behind inside a submit handler.
 */
export function invalidFieldNames<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'getValues' | 'getFieldState'>,
): string[] {
  return Object.keys(form.getValues()).filter((name) => form.getFieldState(name as Path<Values>).invalid)
}

/**
 * Scrolls the first field (in page order) whose name has an error to the middle of the screen and
 * focuses it. react-hook-form's own focus scrolls a field only to the edge of the screen, where a
 * sticky header or save bar covers it; a field far down a long form must be seen to be fixed.
 */
export function revealFirstInvalidField(form: HTMLFormElement | null, names: readonly string[]) {
  if (!form || names.length === 0) return
  const field = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && names.includes(element.getAttribute('name') ?? ''),
  )
  if (!field) return
  field.scrollIntoView({ block: 'center' })
  field.focus({ preventScroll: true })
}
