import { CheckIcon } from 'lucide-react'
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui'
import { type ReactNode, useId } from 'react'
import { cn } from '#web/lib/cn.ts'

export type OptionCard<Value extends string> = { value: Value; label: string; preview: ReactNode }

/**
 * A labelled radio group drawn as cards: arrow keys move and select, Space selects (WAI-ARIA radio
 * group, from Radix). The whole card is the radio, so its focus ring surrounds what the eye reads.
 */
export function OptionCards<Value extends string>({
  label,
  value,
  options,
  onValueChange,
}: {
  label: string
  value: Value
  options: readonly OptionCard<Value>[]
  onValueChange: (value: Value) => void
}) {
  const labelId = useId()
  return (
    <div className="grid gap-2">
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      <RadioGroupPrimitive.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => {
          const option = options.find((candidate) => candidate.value === next)
          if (option) onValueChange(option.value)
        }}
        className="grid grid-cols-3 gap-2"
      >
        {options.map((option) => (
          <RadioGroupPrimitive.Item
            key={option.value}
            value={option.value}
            className={cn(
              'relative flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-md border bg-background px-2 py-3 text-center text-sm font-medium shadow-xs transition-[color,box-shadow,border-color] outline-none',
              'hover:bg-accent hover:text-accent-foreground',
              'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
              'data-[state=checked]:border-primary data-[state=checked]:bg-accent data-[state=checked]:ring-1 data-[state=checked]:ring-primary',
            )}
          >
            <RadioGroupPrimitive.Indicator className="absolute top-1.5 right-1.5 rounded-full bg-primary p-0.5 text-primary-foreground">
              <CheckIcon className="size-3" aria-hidden="true" />
            </RadioGroupPrimitive.Indicator>
            <span aria-hidden="true" className="flex h-6 items-center justify-center">
              {option.preview}
            </span>
            <span className="leading-tight">{option.label}</span>
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
    </div>
  )
}
