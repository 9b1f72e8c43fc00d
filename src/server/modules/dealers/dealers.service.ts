import { canReadAllDealers } from '../../../shared/auth/permissions.ts'
import type { ListDealersQuery } from '../../../shared/schemas/dealers.ts'
import type { AuthedContext } from '../../app-env.ts'
import { AppError } from '../../lib/app-error.ts'
import { type DealerScope, findDealer, listDealers } from './dealers.queries.ts'

export function dealerScopeOf(ctx: AuthedContext): DealerScope {
  return canReadAllDealers(ctx.actor.roles) ? 'all' : ctx.actor.dealerIds
}

export async function listVisibleDealers(ctx: AuthedContext, query: ListDealersQuery) {
  return { dealers: await listDealers(ctx.db, { scope: dealerScopeOf(ctx), ...query }) }
}

/** Another dealer's id answers 404 for a dealer user, exactly like an unknown id: nothing leaks. */
export async function getVisibleDealer(ctx: AuthedContext, id: string) {
  const dealer = await findDealer(ctx.db, { scope: dealerScopeOf(ctx), id })
  if (!dealer) throw new AppError('NOT_FOUND', 'Dealer not found')
  return dealer
}
