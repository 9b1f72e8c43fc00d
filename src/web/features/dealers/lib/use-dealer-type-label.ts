import { useTranslation } from 'react-i18next'
import { knownDealerType } from '#shared/schemas/dealers'

/**
 * Issue 36: a dealer type by its name in the UI language ('distributor' reads 'Distributor',
 * 'Distributør'); a type the portal does not know is shown as it was written.
 */
export function useDealerTypeLabel() {
  const { t } = useTranslation('dealers')
  return (value: string | null | undefined): string | null => {
    if (!value) return null
    const known = knownDealerType(value)
    return known ? t(`dealerType.${known}`) : value
  }
}
