import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CertificateView } from '#shared/schemas/onboarding'
import { apiFetch } from '#web/lib/api-client.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** GET .../certificate: the completed onboarding's certificate (422 before completion). */
export function getCertificate(id: string): Promise<CertificateView> {
  return apiFetch<CertificateView>(`/api/onboarding/onboardings/${encodeURIComponent(id)}/certificate`)
}

export const getCertificateQueryOptions = (id: string) =>
  queryOptions({ queryKey: onboardingKeys.certificate(id), queryFn: () => getCertificate(id) })

export function useCertificate(id: string) {
  return useQuery(getCertificateQueryOptions(id))
}
