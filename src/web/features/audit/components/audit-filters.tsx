import { useTranslation } from 'react-i18next'
import type { AuditFilter } from '#shared/schemas/audit-log'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { useAuditFilterOptions } from '#web/features/audit/api/list-audit.ts'

type AuditFiltersProps = {
  filter: Partial<AuditFilter>
  onChange: (filter: Partial<AuditFilter>) => void
}

/** Actor, action, entity type and date range (issue 11: "filterable by actor, action and date"). */
export function AuditFilters({ filter, onChange }: AuditFiltersProps) {
  const { t } = useTranslation('audit')
  const options = useAuditFilterOptions()
  const set = (key: keyof AuditFilter, value: string) =>
    onChange({ ...filter, [key]: value || undefined } as Partial<AuditFilter>)
  const hasFilter = Object.values(filter).some(Boolean)

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-48 gap-1">
        <Label htmlFor="audit-actor">{t('filters.actor')}</Label>
        <NativeSelect
          id="audit-actor"
          value={filter.actorId ?? ''}
          onChange={(event) => set('actorId', event.target.value)}
        >
          <option value="">{t('filters.anyActor')}</option>
          {options.data?.actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name ? `${actor.name} (${actor.email ?? '–'})` : (actor.email ?? actor.id)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid min-w-48 gap-1">
        <Label htmlFor="audit-action">{t('filters.action')}</Label>
        <NativeSelect
          id="audit-action"
          value={filter.action ?? ''}
          onChange={(event) => set('action', event.target.value)}
        >
          <option value="">{t('filters.anyAction')}</option>
          {options.data?.actions.map((action) => (
            <option key={action} value={action}>
              {t(`actions.${action}`, { defaultValue: action })}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid min-w-48 gap-1">
        <Label htmlFor="audit-entity-type">{t('filters.entityType')}</Label>
        <NativeSelect
          id="audit-entity-type"
          value={filter.entityType ?? ''}
          onChange={(event) => set('entityType', event.target.value)}
        >
          <option value="">{t('filters.anyEntityType')}</option>
          {options.data?.entityTypes.map((entityType) => (
            <option key={entityType} value={entityType}>
              {t(`entityTypes.${entityType}`, { defaultValue: entityType })}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-from">{t('filters.from')}</Label>
        <Input
          id="audit-from"
          type="date"
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(event) => set('from', event.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-to">{t('filters.to')}</Label>
        <Input
          id="audit-to"
          type="date"
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(event) => set('to', event.target.value)}
        />
      </div>
      {hasFilter ? (
        <Button variant="ghost" onClick={() => onChange({})}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </div>
  )
}
