import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CertificateView } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** GET .../certificate: the completed onboarding's certificate (422 before completion). */
export function getCertificate(id: string): Promise<CertificateView> {
  return answer(api.onboarding.onboardings[':onboardingId'].certificate.$get({ param: { onboardingId: id } }))
}

export const getCertificateQueryOptions = (id: string) =>
  queryOptions({ queryKey: onboardingKeys.certificate(id), queryFn: () => getCertificate(id) })

export function useCertificate(id: string) {
  return useQuery(getCertificateQueryOptions(id))
}
