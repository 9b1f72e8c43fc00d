import type { ComponentType } from 'react'
import type { RouteModule } from '#shared/routes/route-table'

type Loaded = Record<string, ComponentType>

/**
 * The code of each route module of the route table (src/shared/routes/route-table.ts), as a literal
 * `import()` per module so Vite splits it into a chunk of its own and the build can find that chunk.
 * Typed by the table: a module the table names and this map lacks fails the type check.
 */
export const ROUTE_MODULES: Record<RouteModule, () => Promise<Loaded>> = {
  welcome: () => import('#web/routes/welcome.tsx'),
  login: () => import('#web/routes/login.tsx'),
  auth: () => import('#web/routes/auth.tsx'),
  'auth-callback': () => import('#web/routes/auth-callback.tsx'),
  invite: () => import('#web/routes/invite.tsx'),
  'protected-layout': () => import('#web/routes/protected-layout.tsx'),
  dashboard: () => import('#web/routes/dashboard.tsx'),
  profile: () => import('#web/routes/profile.tsx'),
  dealers: () => import('#web/routes/dealers.tsx'),
  dealer: () => import('#web/routes/dealer.tsx'),
  admin: () => import('#web/routes/admin.tsx'),
  escalations: () => import('#web/routes/escalations.tsx'),
  equipment: () => import('#web/routes/equipment.tsx'),
  analytics: () => import('#web/routes/analytics.tsx'),
  'dealer-analytics': () => import('#web/routes/dealer-analytics.tsx'),
  chat: () => import('#web/routes/chat.tsx'),
  'chat-bots': () => import('#web/routes/chat-bots.tsx'),
  'mobile-support': () => import('#web/routes/mobile-support.tsx'),
  onboarding: () => import('#web/routes/onboarding.tsx'),
  'onboarding-certificate': () => import('#web/routes/onboarding-certificate.tsx'),
  'onboarding-management': () => import('#web/routes/onboarding-management.tsx'),
  'my-onboarding': () => import('#web/routes/my-onboarding.tsx'),
  'mobile-dashboard': () => import('#web/routes/mobile-dashboard.tsx'),
  'testing-device': () => import('#web/routes/testing-device.tsx'),
  'mobile-onboarding': () => import('#web/routes/mobile-onboarding.tsx'),
  bots: () => import('#web/routes/bots.tsx'),
  'bots-knowledge': () => import('#web/routes/bots-knowledge.tsx'),
  knowledge: () => import('#web/routes/knowledge.tsx'),
  'bots-chat': () => import('#web/routes/bots-chat.tsx'),
  'bots-analytics': () => import('#web/routes/bots-analytics.tsx'),
  training: () => import('#web/routes/training.tsx'),
  'bots-config': () => import('#web/routes/bots-config.tsx'),
  news: () => import('#web/routes/news.tsx'),
  'news-editor': () => import('#web/routes/news-editor.tsx'),
  'news-article': () => import('#web/routes/news-article.tsx'),
  'news-stats': () => import('#web/routes/news-stats.tsx'),
  'system-health': () => import('#web/routes/system-health.tsx'),
  settings: () => import('#web/routes/settings.tsx'),
  audit: () => import('#web/routes/audit.tsx'),
  files: () => import('#web/routes/files.tsx'),
  'mobile-files': () => import('#web/routes/mobile-files.tsx'),
  'mobile-upload': () => import('#web/routes/mobile-upload.tsx'),
}
