import {
  BookOpenIcon,
  BotIcon,
  Building2Icon,
  ChartColumnIcon,
  CheckCircle2Icon,
  ClipboardCheckIcon,
  CodeXmlIcon,
  FolderOpenIcon,
  GraduationCapIcon,
  HeadsetIcon,
  KeyboardIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MessagesSquareIcon,
  MonitorCogIcon,
  NewspaperIcon,
  PartyPopperIcon,
  PenLineIcon,
  SettingsIcon,
  SparklesIcon,
  TicketIcon,
  TrendingUpIcon,
  UserRoundCogIcon,
  UsersIcon,
  WrenchIcon,
} from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ROLE_BADGE_CLASSES, type Role } from '#shared/auth/roles'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { type TourModule, tourModulesFor } from '#web/features/profile/lib/tour-content.ts'
import { cn } from '#web/lib/cn.ts'
import { focusOnMount } from '#web/lib/focus-on-mount.ts'
import { useRoleName } from '#web/lib/use-role-name.ts'

const MODULE_ICONS: Record<TourModule, LucideIcon> = {
  analyticsDashboard: ChartColumnIcon,
  userManagement: UsersIcon,
  systemSettings: SettingsIcon,
  allTrainingCenters: GraduationCapIcon,
  allChatbots: BotIcon,
  trainingCenters: GraduationCapIcon,
  chatbots: BotIcon,
  contentManagement: PenLineIcon,
  studentProgress: TrendingUpIcon,
  supportChatbot: MessagesSquareIcon,
  ticketManagement: TicketIcon,
  knowledgeBase: BookOpenIcon,
  systemMonitoring: MonitorCogIcon,
  apiDocumentation: CodeXmlIcon,
  technicalSupport: WrenchIcon,
  basicTraining: GraduationCapIcon,
  personalDashboard: LayoutDashboardIcon,
  supportChat: HeadsetIcon,
  myOnboarding: ClipboardCheckIcon,
  aiChatbots: BotIcon,
  fileCenter: FolderOpenIcon,
  news: NewspaperIcon,
  dealerOverview: Building2Icon,
}

const STEP_COUNT = 3

type WelcomeTourProps = {
  firstName: string
  roles: readonly Role[]
  /** Get Started (or Escape): hidden for this page load. */
  onFinish: () => void
  /** Skip Tour and Never Show Again: spec §4 sets 'onboarding-tour-dismissed'. */
  onDismiss: () => void
}

function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation('profile')
  const roleName = useRoleName()
  if (roles.length === 0) return <p className="text-sm text-muted-foreground">{t('summary.noRoles')}</p>
  return (
    <ul className="flex flex-wrap justify-center gap-2" aria-label={t('tour.rolesLabel')}>
      {roles.map((role) => (
        <li key={role}>
          <Badge className={cn('px-2.5 py-1 text-xs', ROLE_BADGE_CLASSES[role])}>{roleName(role)}</Badge>
        </li>
      ))}
    </ul>
  )
}

function WelcomeStep({ roles, moduleCount }: { roles: readonly Role[]; moduleCount: number }) {
  const { t } = useTranslation('profile')
  return (
    <div className="grid gap-4 text-center">
      <div className="grid gap-2">
        <p className="text-sm font-medium">{t('tour.yourRoles')}</p>
        <RoleBadges roles={roles} />
      </div>
      <p className="rounded-lg bg-muted/60 px-4 py-3 text-sm">
        {moduleCount > 0 ? t('tour.moduleCount', { count: moduleCount }) : t('tour.noModules')}
      </p>
    </div>
  )
}

function ModulesStep({ modules }: { modules: readonly TourModule[] }) {
  const { t } = useTranslation('profile')
  if (modules.length === 0) {
    return <p className="rounded-lg bg-muted/60 px-4 py-3 text-sm">{t('tour.noModules')}</p>
  }
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('tour.modulesLabel')}>
      {modules.map((module) => {
        const Icon = MODULE_ICONS[module]
        return (
          <li key={module} className="flex items-start gap-3 rounded-lg border bg-card p-3">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary"
            >
              <Icon className="size-4" />
            </span>
            <div className="grid gap-0.5">
              <p className="text-sm font-medium">{t(`tour.modules.${module}.title`)}</p>
              <p className="text-xs text-muted-foreground">{t(`tour.modules.${module}.description`)}</p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

function AllSetStep() {
  const { t } = useTranslation('profile')
  const tips: { icon: LucideIcon; text: string }[] = [
    { icon: KeyboardIcon, text: t('tour.tips.search') },
    { icon: LayoutDashboardIcon, text: t('tour.tips.sidebar') },
    { icon: UserRoundCogIcon, text: t('tour.tips.profile') },
  ]
  return (
    <ul className="grid gap-2">
      {tips.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-start gap-3 rounded-lg bg-muted/60 px-4 py-3 text-sm">
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  )
}

const STEP_ICONS = [SparklesIcon, LayoutDashboardIcon, PartyPopperIcon] as const

/** Spec §2.6 and §4 welcome tour: welcome, the modules of the user's roles (§6), 'You're All Set'. */
export function WelcomeTour({ firstName, roles, onFinish, onDismiss }: WelcomeTourProps) {
  const { t } = useTranslation('profile')
  const [step, setStep] = useState(0)
  // Issue 35 item 6: the tour opens on its primary action, not on 'Never show again'.
  const primaryAction = useRef<HTMLButtonElement>(null)
  const modules = tourModulesFor(roles)
  const isLast = step === STEP_COUNT - 1
  const StepIcon = STEP_ICONS[step]

  const titles = [t('tour.welcomeTitle', { name: firstName }), t('tour.modulesTitle'), t('tour.allSetTitle')]
  const descriptions = [
    t('tour.welcomeDescription'),
    t('tour.modulesDescription'),
    t('tour.allSetDescription'),
  ]

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onFinish())}>
      <DialogContent
        showCloseButton={false}
        // A stray click beside the dialog should not end the tour; Escape and the buttons do.
        onInteractOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          primaryAction.current?.focus()
        }}
        className="gap-6 sm:max-w-xl"
      >
        <DialogHeader className="items-center text-center sm:text-center">
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary"
          >
            <StepIcon className="size-6" />
          </span>
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t('tour.stepOf', { step: step + 1, total: STEP_COUNT })}
          </p>
          <DialogTitle className="text-xl">{titles[step]}</DialogTitle>
          <DialogDescription>{descriptions[step]}</DialogDescription>
        </DialogHeader>

        {step === 0 ? <WelcomeStep roles={roles} moduleCount={modules.length} /> : null}
        {step === 1 ? <ModulesStep modules={modules} /> : null}
        {step === 2 ? <AllSetStep /> : null}

        <div className="flex justify-center gap-1.5" aria-hidden="true">
          {Array.from({ length: STEP_COUNT }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the dots are the steps, in order.
              key={index}
              className={cn(
                'h-1.5 rounded-full transition-all',
                index === step ? 'w-6 bg-primary' : 'w-1.5 bg-muted-foreground/30',
              )}
            />
          ))}
        </div>

        <DialogFooter className="gap-2 sm:justify-between">
          <Button variant="ghost" onClick={onDismiss} className="text-muted-foreground">
            {t('tour.neverShowAgain')}
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={onDismiss}>
              {t('tour.skip')}
            </Button>
            {isLast ? (
              <Button onClick={onFinish} ref={focusOnMount}>
                <CheckCircle2Icon aria-hidden="true" />
                {t('tour.getStarted')}
              </Button>
            ) : (
              <Button onClick={() => setStep(step + 1)} ref={primaryAction}>
                {t('tour.next')}
              </Button>
            )}
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
