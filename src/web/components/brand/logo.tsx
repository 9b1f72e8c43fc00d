import { useId } from 'react'
import { cn } from '#web/lib/cn.ts'

type LogoMarkProps = {
  className?: string
  /** Give the mark a name when it stands alone; leave it out when text next to it names the product. */
  title?: string
}

/** The DealerPilot mark: a heading arrow on the brand gradient (same drawing as the favicon). */
export function LogoMark({ className, title }: LogoMarkProps) {
  const gradientId = useId()
  return (
    <svg
      viewBox="0 0 32 32"
      fill="none"
      className={cn('size-8 shrink-0', className)}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop stopColor="#4f46e5" />
          <stop offset="1" stopColor="#0ea5e9" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M9 23.5 16 7l7 16.5-7-3.75-7 3.75Z" fill="#fff" />
      <path d="M16 7v12.75L9 23.5 16 7Z" fill="#fff" fillOpacity=".72" />
    </svg>
  )
}

/** The mark with the product name beside it. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <LogoMark className="size-7" />
      <span>DealerPilot</span>
    </span>
  )
}
