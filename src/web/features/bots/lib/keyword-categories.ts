import type { KEYWORD_CATEGORIES } from '#shared/schemas/bots'

/**
 * Spec §9 keyword quick-add categories. Each adds the words users of the product write for it, in
 * English, Norwegian and Swedish (the chat languages), already lowercased.
 */
export const KEYWORD_CATEGORY_WORDS: Record<(typeof KEYWORD_CATEGORIES)[number], readonly string[]> = {
  general: ['urgent', 'emergency', 'manager', 'haster', 'brådskande'],
  complaints: ['complaint', 'unhappy', 'klage', 'misfornøyd', 'reklamation', 'missnöjd'],
  requests: ['call me', 'callback', 'ring meg', 'ring mig'],
  refunds: ['refund', 'money back', 'refusjon', 'pengene tilbake', 'återbetalning'],
  technical: ['error', 'not working', 'broken', 'feil', 'virker ikke', 'fel', 'fungerar inte'],
  billing: ['invoice', 'billing', 'payment', 'faktura', 'betaling', 'betalning'],
}
