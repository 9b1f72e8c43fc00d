import { useParams } from 'react-router'
import { Certificate } from '#web/features/onboarding/components/certificate.tsx'

/** /onboarding/certificate/:onboardingId: the printable completion certificate (issue 7). */
export function OnboardingCertificateRoute() {
  const { onboardingId = '' } = useParams()
  return <Certificate onboardingId={onboardingId} />
}
