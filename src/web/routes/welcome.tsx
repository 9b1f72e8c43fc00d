import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LogoMark } from '#web/components/brand/logo.tsx'
import { PublicLanguageSwitcher } from '#web/components/layout/public-language-switcher.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { paths } from '#web/config/paths.ts'
import { PlatformFeatures } from '#web/features/welcome/components/platform-features.tsx'
import { QuickAccess } from '#web/features/welcome/components/quick-access.tsx'
import { WelcomeHero } from '#web/features/welcome/components/welcome-hero.tsx'

export function WelcomeRoute() {
  const { t } = useTranslation('welcome')
  return (
    <div className="relative flex min-h-svh flex-col overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute top-[-12rem] left-1/2 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-gradient-to-tr from-indigo-500/20 via-sky-400/15 to-transparent blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)] bg-[size:48px_48px] opacity-60 dark:opacity-25" />
      </div>
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-6 py-5">
        <Link to={paths.home} className="rounded-md" aria-label={t('header.homeLink')}>
          <LogoMark className="size-8" />
        </Link>
        <div className="flex items-center gap-1">
          <PublicLanguageSwitcher />
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.login}>{t('header.signIn')}</Link>
          </Button>
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl flex-1 space-y-20 px-6 pt-10 pb-20 outline-none sm:pt-16"
      >
        <WelcomeHero />
        <QuickAccess />
        <PlatformFeatures />
      </main>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">
        {t('footer', { year: new Date().getFullYear() })}
      </footer>
    </div>
  )
}
