import { useTranslation } from 'react-i18next'
import { DeviceLinks } from '#web/features/device/components/device-links.tsx'
import { DeviceReport } from '#web/features/device/components/device-report.tsx'
import { LowEndModeControl } from '#web/features/device/components/low-end-mode-control.tsx'

/** /testing/device (spec §2.13): the mobile screens to try, the device report and low-end mode. */
export function TestingDeviceRoute() {
  const { t } = useTranslation('device')
  return (
    <div className="mx-auto w-full max-w-md space-y-4 px-3 py-4">
      <header className="space-y-0.5">
        <h1 className="text-xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </header>
      <DeviceReport />
      <LowEndModeControl />
      <DeviceLinks />
    </div>
  )
}
