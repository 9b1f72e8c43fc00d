import { useId } from 'react'
import { Label } from '#web/components/ui/label.tsx'
import { Switch } from '#web/components/ui/switch.tsx'

/** One on/off setting: the label names the switch, the description is read after it. */
export function SettingSwitch({
  label,
  description,
  checked,
  onCheckedChange,
}: {
  label: string
  description: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}) {
  const id = useId()
  const descriptionId = `${id}-description`
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={descriptionId} className="text-muted-foreground text-sm">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={descriptionId} />
    </div>
  )
}
