import { ROLES, type Role } from '#shared/auth/roles'

/** The modules the welcome tour presents (their titles and descriptions are in profile.json, tour.modules). */
export const TOUR_MODULES = [
  'analyticsDashboard',
  'userManagement',
  'systemSettings',
  'allTrainingCenters',
  'allChatbots',
  'trainingCenters',
  'chatbots',
  'contentManagement',
  'studentProgress',
  'supportChatbot',
  'ticketManagement',
  'knowledgeBase',
  'systemMonitoring',
  'apiDocumentation',
  'technicalSupport',
  'basicTraining',
  'personalDashboard',
  'supportChat',
  'myOnboarding',
  'aiChatbots',
  'fileCenter',
  'news',
  'dealerOverview',
] as const
export type TourModule = (typeof TOUR_MODULES)[number]

/**
 * Spec §6 tour content per role. The spec lists the six staff roles only; dealer staff get what
 * their navigation offers them (issue 3: My Onboarding, AI ChatBots, File & Document Center, News,
 * and for a dealer manager their own dealer's page), so nobody is welcomed to an empty list.
 */
export const TOUR_MODULES_BY_ROLE: Record<Role, readonly TourModule[]> = {
  super_admin: [
    'analyticsDashboard',
    'userManagement',
    'systemSettings',
    'allTrainingCenters',
    'allChatbots',
  ],
  admin: ['analyticsDashboard', 'userManagement', 'trainingCenters', 'chatbots'],
  trainer: ['trainingCenters', 'contentManagement', 'studentProgress'],
  support_agent: ['supportChatbot', 'ticketManagement', 'knowledgeBase'],
  technical_specialist: ['systemMonitoring', 'apiDocumentation', 'technicalSupport'],
  standard_user: ['basicTraining', 'personalDashboard', 'supportChat'],
  dealer_user: ['myOnboarding', 'aiChatbots', 'fileCenter', 'news'],
  dealer_manager: ['dealerOverview', 'myOnboarding', 'aiChatbots', 'fileCenter', 'news'],
}

/** Spec §6: the union over the user's roles, each module once, in the order of the role table. */
export function tourModulesFor(roles: readonly string[]): TourModule[] {
  const modules = new Set<TourModule>()
  for (const role of ROLES) {
    if (!roles.includes(role)) continue
    for (const module of TOUR_MODULES_BY_ROLE[role]) modules.add(module)
  }
  return [...modules]
}
