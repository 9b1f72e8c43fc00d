import { ArrowRightIcon } from 'lucide-react'
import { Link } from 'react-router'
import { LogoMark } from '#web/components/brand/logo.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { paths } from '#web/config/paths.ts'

/** Spec §2.2: logo, product name, tagline and the way in. */
export function WelcomeHero() {
  return (
    <section className="flex flex-col items-center gap-6 text-center">
      <div className="rounded-3xl bg-background p-2 shadow-lg ring-1 shadow-indigo-500/10 ring-border">
        <LogoMark className="size-16 sm:size-20" title="DealerPilot logo" />
      </div>
      <div className="space-y-4">
        <h1 className="bg-gradient-to-br from-foreground to-foreground/70 bg-clip-text text-5xl font-bold tracking-tight text-transparent sm:text-6xl">
          DealerPilot
        </h1>
        <p className="mx-auto max-w-xl text-lg text-balance text-muted-foreground sm:text-xl">
          Enter the future of dealer management and optimization.
        </p>
      </div>
      <Button asChild size="lg" className="h-11 rounded-full px-6 text-base shadow-md">
        <Link to={paths.auth}>
          Press here to enter the future
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </Button>
    </section>
  )
}
