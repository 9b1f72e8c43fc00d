import { useTranslation } from 'react-i18next'
import { formatRoleName } from '#shared/auth/roles'

/**
 * A role's name in the interface language (the common namespace's `roles`), for badges, pickers and
 * lists; a role the strings do not know yet shows its English name.
 */
export function useRoleName(): (role: string) => string {
  const { t } = useTranslation('common')
  return (role) => t(`roles.${role}`, { defaultValue: formatRoleName(role) })
}
