import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ROLES } from '#shared/auth/roles'
import { USER_STATUS_VALUES } from '#shared/schemas/users'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { SearchField } from '#web/components/form/search-field.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { useRoleName } from '#web/lib/use-role-name.ts'

export interface UserFilterValues {
  search: string
  role: string
  status: string
}

/** Spec §2.1 /admin: search by name or e-mail, filter by role and by status. */
export function UsersFilters({
  values,
  onChange,
}: {
  values: UserFilterValues
  onChange: (changes: Partial<UserFilterValues>) => void
}) {
  const { t } = useTranslation('users')
  const roleName = useRoleName()
  const id = useId()
  return (
    <search className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <SearchField
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={values.search}
        onChange={(search) => onChange({ search })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-role`}>{t('filters.role')}</Label>
        <NativeSelect
          id={`${id}-role`}
          value={values.role}
          onChange={(event) => onChange({ role: event.target.value })}
        >
          <option value="">{t('filters.allRoles')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roleName(role)}
            </option>
          ))}
          <option value="none">{t('filters.noRole')}</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-status`}>{t('filters.status')}</Label>
        <NativeSelect
          id={`${id}-status`}
          value={values.status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">{t('filters.allStatuses')}</option>
          {USER_STATUS_VALUES.map((status) => (
            <option key={status} value={status}>
              {t(`filters.statuses.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </search>
  )
}
