import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Logo } from '#web/components/brand/logo.tsx'
import { PublicLanguageSwitcher } from '#web/components/layout/public-language-switcher.tsx'
import { paths } from '#web/config/paths.ts'

/**
 * The frame of the public account pages (login, sign-up, invitation): brand on top, one card
 * centred, and the language switcher so a visitor can read the pages in their language first.
 */
export function AuthShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth')
  return (
    <div className="relative flex min-h-svh flex-col bg-muted/40">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-indigo-500/10 via-sky-500/5 to-transparent dark:from-indigo-500/15"
      />
      <header className="relative flex items-center justify-center px-6 pt-10 pb-6">
        <Link
          to={paths.home}
          className="rounded-md text-lg text-foreground transition-opacity hover:opacity-80"
          aria-label={t('shell.homeLink')}
        >
          <Logo />
        </Link>
        <div className="absolute top-3 right-3 sm:top-4 sm:right-4">
          <PublicLanguageSwitcher />
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="relative flex flex-1 justify-center px-4 pb-16 outline-none"
      >
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  )
}
