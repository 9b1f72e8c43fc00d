import { useTranslation } from 'react-i18next'
import { BotAvatar } from '#web/components/bot-avatar.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { AVATAR_PRESETS, presetValue } from '#web/lib/avatar-presets.ts'
import { cn } from '#web/lib/cn.ts'

/** Spec §2.15 avatar: an uploaded image, one of 8 presets, or none. */
export function AvatarPicker({
  value,
  onChange,
  onUpload,
  uploading,
}: {
  value: string | null
  onChange: (next: string | null) => void
  onUpload: (file: File) => void
  uploading: boolean
}) {
  const { t } = useTranslation('bots')
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-4">
        <BotAvatar avatarUrl={value} className="size-16" />
        <div className="space-y-1">
          <Label htmlFor="avatar-upload">{t('config.uploadAvatar')}</Label>
          <input
            id="avatar-upload"
            type="file"
            accept="image/*"
            disabled={uploading}
            className="block text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) onUpload(file)
            }}
          />
        </div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)} disabled={!value}>
          {t('config.removeAvatar')}
        </Button>
      </div>
      <div role="radiogroup" aria-label={t('config.presets')} className="flex flex-wrap gap-2">
        {AVATAR_PRESETS.map((preset, index) => {
          const selected = value === presetValue(index)
          return (
            // biome-ignore lint/a11y/useSemanticElements: a row of avatar buttons reads better than radio inputs
            <button
              key={presetValue(index)}
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={t('config.preset', { number: index + 1 })}
              onClick={() => onChange(presetValue(index))}
              className={cn(
                'flex size-11 items-center justify-center rounded-full ring-offset-2 ring-offset-background transition',
                preset.className,
                selected ? 'ring-2 ring-primary' : 'hover:ring-2 hover:ring-muted-foreground/40',
              )}
            >
              <preset.icon aria-hidden="true" className="size-5" />
            </button>
          )
        })}
      </div>
    </div>
  )
}
