import { BotList } from '#web/features/bots/components/bot-list.tsx'

/** /bots: AI Bot Config (spec §2.14). */
export function BotsRoute() {
  return <BotList />
}
