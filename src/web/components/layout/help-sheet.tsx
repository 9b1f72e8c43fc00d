import { useTranslation } from 'react-i18next'
import { isRole, type Role } from '#shared/auth/roles'
import type { DeferredOverlayProps } from '#web/components/ui/deferred-overlay.tsx'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '#web/components/ui/sheet.tsx'
import { useRoleName } from '#web/lib/use-role-name.ts'
import { type HelpPanelProps, HelpPanelTrigger } from './help-panel-trigger.tsx'

const SHORTCUTS = [
  { keys: ['modKey', 'K'], action: 'search' },
  { keys: ['modKey', 'B'], action: 'sidebar' },
  { keys: ['Alt', 'T'], action: 'toasts' },
  { keys: ['Tab'], action: 'tab' },
  { keys: ['Esc'], action: 'escape' },
] as const

/** The sheet of HelpPanel (help-panel.tsx), loaded when first wanted. */
export function HelpSheet({ roles, defaultOpen }: HelpPanelProps & DeferredOverlayProps) {
  const { t } = useTranslation('common')
  const roleName = useRoleName()
  const ownRoles = roles.filter(isRole) as Role[]

  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <HelpPanelTrigger />
      </SheetTrigger>
      <SheetContent
        side="right"
        className="w-full overflow-y-auto sm:max-w-md"
        closeLabel={t('actions.close')}
      >
        <SheetHeader className="border-b">
          <SheetTitle>{t('help.title')}</SheetTitle>
          <SheetDescription>{t('help.description')}</SheetDescription>
        </SheetHeader>
        <section aria-labelledby="help-shortcuts" className="space-y-3 px-4">
          <h3 id="help-shortcuts" className="text-sm font-semibold">
            {t('help.shortcutsTitle')}
          </h3>
          <dl className="divide-y rounded-md border text-sm">
            {SHORTCUTS.map((shortcut) => (
              <div key={shortcut.action} className="flex items-center justify-between gap-4 px-3 py-2">
                <dt className="text-muted-foreground">{t(`help.shortcuts.${shortcut.action}`)}</dt>
                <dd className="flex gap-1">
                  {shortcut.keys.map((key) => (
                    <kbd key={key} className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                      {key === 'modKey' ? t('shortcuts.modKey') : key}
                    </kbd>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="help-guide" className="space-y-3 px-4 pb-6">
          <h3 id="help-guide" className="text-sm font-semibold">
            {t('help.guideTitle')}
          </h3>
          {ownRoles.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('help.guide.none')}</p>
          ) : (
            ownRoles.map((role) => (
              <article key={role} className="space-y-1 rounded-md border p-3">
                <h4 className="text-sm font-medium">{roleName(role)}</h4>
                <p className="text-sm text-muted-foreground">{t(`help.guide.${role}`)}</p>
              </article>
            ))
          )}
        </section>
      </SheetContent>
    </Sheet>
  )
}
