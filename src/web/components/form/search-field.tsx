import { SearchIcon } from 'lucide-react'
import { useId } from 'react'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { cn } from '#web/lib/cn.ts'

interface SearchFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  className?: string
}

/** The labelled search box of the list pages' filter bars, with its magnifier. */
export function SearchField({ label, value, onChange, placeholder, className }: SearchFieldProps) {
  const id = useId()
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          className="pl-8"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  )
}
