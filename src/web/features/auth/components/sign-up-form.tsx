import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { UserPlusIcon } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { type SignUpFormInput, signUpFormSchema } from '#shared/schemas/auth'
import { InputField } from '#web/components/form/input-field.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Form } from '#web/components/ui/form.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { refreshMe } from '#web/features/auth/api/get-me.ts'
import { authClient } from '#web/lib/auth-client.ts'

const emptyForm: SignUpFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
}

/** Spec §2.4 sign-up with the §5 rules; errors show under their field and typed values stay. */
export function SignUpForm() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
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
        toast.error('Sign Up Error', { description: error.message || 'Signup Failed' })
        return
      }
      toast.success('Account Created', { description: 'Please check your email to confirm your account.' })
      // The server signs the new account in straight away.
      await refreshMe(queryClient).catch(() => null)
      navigate(paths.dashboard, { replace: true })
    } catch {
      toast.error('Sign Up Error', { description: 'An unexpected error occurred. Please try again.' })
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField control={form.control} name="firstName" label="First Name" autoComplete="given-name" />
          <InputField control={form.control} name="lastName" label="Last Name" autoComplete="family-name" />
        </div>
        <InputField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
        />
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
          {isSubmitting ? <Spinner decorative /> : <UserPlusIcon />}
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </Form>
  )
}
