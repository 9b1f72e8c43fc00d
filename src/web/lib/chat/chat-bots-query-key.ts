/** GET /api/chat/bots's key: under the chat's ['chat'] keys, so the chat's invalidations reach it. */
export const chatBotsQueryKey = ['chat', 'bots'] as const
