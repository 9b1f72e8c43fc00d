import { ArrowRightIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LogoMark } from '#web/components/brand/logo.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { paths } from '#web/config/paths.ts'

/** Spec §2.2: logo, product name, tagline and the way in. */
export function WelcomeHero() {
  const { t } = useTranslation('welcome')
  return (
    <section className="flex flex-col items-center gap-6 text-center">
      <div className="rounded-3xl bg-background p-2 shadow-lg ring-1 shadow-indigo-500/10 ring-border">
        <LogoMark className="size-16 sm:size-20" title={t('hero.logo')} />
      </div>
      <div className="space-y-4">
        <h1 className="bg-gradient-to-br from-foreground to-foreground/70 bg-clip-text text-5xl font-bold tracking-tight text-transparent sm:text-6xl">
          DealerPilot
        </h1>
        <p className="mx-auto max-w-xl text-lg text-balance text-muted-foreground sm:text-xl">
          {t('hero.tagline')}
        </p>
      </div>
      <Button asChild size="lg" className="h-11 rounded-full px-6 text-base shadow-md">
        <Link to={paths.auth}>
          {t('hero.enter')}
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </Button>
    </section>
  )
}
