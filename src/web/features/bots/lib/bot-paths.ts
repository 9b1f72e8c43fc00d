/** Spec §2.1 bot routes. */
export const botPaths = {
  list: '/bots',
  config: (botId: string) => `/bots/${encodeURIComponent(botId)}/config`,
  knowledge: (botId: string) => `/bots/${encodeURIComponent(botId)}/knowledge`,
  chat: (botId: string) => `/bots/${encodeURIComponent(botId)}/chat`,
  train: (botId: string) => `/bots/${encodeURIComponent(botId)}/chat?mode=training`,
  analytics: (botId: string) => `/bots/${encodeURIComponent(botId)}/analytics`,
  /** A conversation opened in Training & Review, where it can be read and its replies fixed. */
  conversation: (sessionId: string) => `/training?session=${encodeURIComponent(sessionId)}`,
}
