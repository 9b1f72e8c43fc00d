import { MonitorIcon, MoonIcon, RotateCcwIcon, SunIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { DialogClose, DialogFooter } from '#web/components/ui/dialog.tsx'
import { OptionCards } from '#web/features/accessibility/components/option-cards.tsx'
import { SettingSwitch } from '#web/features/accessibility/components/setting-switch.tsx'
import { useAccessibilitySettings } from '#web/features/accessibility/hooks/use-accessibility-settings.ts'
import type { AccessibilitySettings } from '#web/features/accessibility/lib/accessibility-settings.ts'
import {
  resetAccessibilitySettings,
  updateAccessibilitySettings,
} from '#web/features/accessibility/lib/accessibility-store.ts'

/** The controls of the accessibility dialog (spec §2.3). Every change applies and is saved at once. */
export function AccessibilitySettingsForm() {
  const { t } = useTranslation('accessibility')
  const settings = useAccessibilitySettings()
  // Screen readers hear the reset; every other control announces its own new state.
  const [announcement, setAnnouncement] = useState('')

  const change = (update: Partial<AccessibilitySettings>) => {
    setAnnouncement('')
    updateAccessibilitySettings(update)
  }

  return (
    <div className="grid gap-5">
      <OptionCards
        label={t('theme.label')}
        value={settings.theme}
        onValueChange={(theme) => change({ theme })}
        options={[
          { value: 'light', label: t('theme.light'), preview: <SunIcon className="size-5" /> },
          { value: 'dark', label: t('theme.dark'), preview: <MoonIcon className="size-5" /> },
          { value: 'system', label: t('theme.system'), preview: <MonitorIcon className="size-5" /> },
        ]}
      />
      <OptionCards
        label={t('fontSize.label')}
        value={settings.fontSize}
        onValueChange={(fontSize) => change({ fontSize })}
        options={[
          { value: 'normal', label: t('fontSize.normal'), preview: <span className="text-sm">Aa</span> },
          { value: 'large', label: t('fontSize.large'), preview: <span className="text-base">Aa</span> },
          { value: 'xl', label: t('fontSize.xl'), preview: <span className="text-xl">Aa</span> },
        ]}
      />
      <div className="divide-y rounded-md border">
        <SettingSwitch
          label={t('highContrast.label')}
          description={t('highContrast.description')}
          checked={settings.highContrast}
          onCheckedChange={(highContrast) => change({ highContrast })}
        />
        <SettingSwitch
          label={t('reducedMotion.label')}
          description={t('reducedMotion.description')}
          checked={settings.reducedMotion}
          onCheckedChange={(reducedMotion) => change({ reducedMotion })}
        />
        <SettingSwitch
          label={t('focusRing.label')}
          description={t('focusRing.description')}
          checked={settings.focusRing}
          onCheckedChange={(focusRing) => change({ focusRing })}
        />
      </div>
      <DialogFooter className="sm:justify-between">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            resetAccessibilitySettings()
            setAnnouncement(t('resetDone'))
          }}
        >
          <RotateCcwIcon aria-hidden="true" />
          {t('reset')}
        </Button>
        <DialogClose asChild>
          <Button type="button">{t('done')}</Button>
        </DialogClose>
      </DialogFooter>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
