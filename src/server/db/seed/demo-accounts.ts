import type { Role } from '#shared/auth/roles'

export interface DemoAccount {
  email: string
  firstName: string
  lastName: string
  department: string
  roles: Role[]
}

/** One account per role; all share DEMO_PASSWORD. Documented in the README. Dealer links: demo-content memberEmails. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'superadmin@example.com',
    firstName: 'Siri',
    lastName: 'Solberg',
    department: 'Management',
    roles: ['super_admin'],
  },
  {
    email: 'admin@example.com',
    firstName: 'Anders',
    lastName: 'Aas',
    department: 'Operations',
    roles: ['admin'],
  },
  {
    email: 'trainer@example.com',
    firstName: 'Tone',
    lastName: 'Tangen',
    department: 'Training',
    roles: ['trainer'],
  },
  {
    email: 'support@example.com',
    firstName: 'Sara',
    lastName: 'Lindqvist',
    department: 'Support',
    roles: ['support_agent'],
  },
  {
    email: 'tech@example.com',
    firstName: 'Tobias',
    lastName: 'Berg',
    department: 'Engineering',
    roles: ['technical_specialist'],
  },
  {
    email: 'user@example.com',
    firstName: 'Ulla',
    lastName: 'Nilsen',
    department: 'Sales',
    roles: ['standard_user'],
  },
  {
    email: 'dealer.user@example.com',
    firstName: 'Daniel',
    lastName: 'Dahl',
    department: 'Workshop',
    roles: ['dealer_user'],
  },
  {
    email: 'dealer.manager@example.com',
    firstName: 'Maria',
    lastName: 'Moen',
    department: 'Management',
    roles: ['dealer_manager'],
  },
]
