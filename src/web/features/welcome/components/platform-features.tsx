import { ChartNoAxesCombinedIcon, type LucideIcon, ShieldCheckIcon, ZapIcon } from 'lucide-react'

const FEATURES: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Lightning Fast',
    description: 'Optimized performance across all devices and connections',
    icon: ZapIcon,
  },
  {
    title: 'Secure & Reliable',
    description: 'Enterprise-grade security with 99.9% uptime guarantee',
    icon: ShieldCheckIcon,
  },
  {
    title: 'Analytics Driven',
    description: 'Real-time insights to optimize your business operations',
    icon: ChartNoAxesCombinedIcon,
  },
]

/** Spec §2.2 'Platform Features'. */
export function PlatformFeatures() {
  return (
    <section aria-labelledby="platform-features-heading" className="space-y-5">
      <h2 id="platform-features-heading" className="text-center text-2xl font-semibold tracking-tight">
        Platform Features
      </h2>
      <ul className="grid gap-8 rounded-2xl border bg-muted/30 p-8 sm:grid-cols-3">
        {FEATURES.map(({ title, description, icon: Icon }) => (
          <li key={title} className="flex flex-col items-center gap-3 text-center">
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-full bg-background shadow-sm ring-1 ring-border"
            >
              <Icon className="size-5 text-indigo-600 dark:text-sky-300" />
            </span>
            <h3 className="font-semibold">{title}</h3>
            <p className="max-w-xs text-sm text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
