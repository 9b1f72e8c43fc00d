import {
  BellRingIcon,
  BotIcon,
  Building2Icon,
  ChartColumnIcon,
  ChartPieIcon,
  ClipboardCheckIcon,
  FolderOpenIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MessagesSquareIcon,
  NewspaperIcon,
  RouteIcon,
  SettingsIcon,
  StoreIcon,
  UsersIcon,
  WrenchIcon,
} from 'lucide-react'
import type { NavIcon } from '#shared/auth/permissions'

/** One icon per navigation entry kind (the nav table in src/shared names them). */
export const NAV_ICONS: Record<NavIcon, LucideIcon> = {
  dashboard: LayoutDashboardIcon,
  onboarding: RouteIcon,
  bot: BotIcon,
  files: FolderOpenIcon,
  dealers: Building2Icon,
  equipment: WrenchIcon,
  'dealer-analytics': ChartPieIcon,
  news: NewspaperIcon,
  'bot-config': SettingsIcon,
  users: UsersIcon,
  analytics: ChartColumnIcon,
  escalations: BellRingIcon,
  'onboarding-management': ClipboardCheckIcon,
  chat: MessagesSquareIcon,
  'my-dealer': StoreIcon,
}
