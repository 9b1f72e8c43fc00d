import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tickets } from '#server/db/schema/tickets'
import { createUser } from '#server/db/seed/factories'
import type { SendChatMessageResponse } from '#shared/schemas/chat'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

// Issue 33 item 6 through the chat API: the language is asked only between two plausible chat
// languages, the chat's language picks the entry, and an invoice number is not a phone number.

let t: TestApp
let trainer: string
let dealer: string
let botId: string

const KNOWLEDGE = [
  {
    question: 'Hvor finner jeg fakturaene mine?',
    answer: 'Alle fakturaer ligger under Konto > Fakturaer i portalen, der du kan laste dem ned som PDF.',
    language_code: 'no',
  },
  {
    question: 'Var hittar jag mina fakturor?',
    answer: 'Alla fakturor finns under Konto > Fakturor i portalen, där du kan ladda ner dem som PDF.',
    language_code: 'sv',
  },
  {
    question: 'Where can I find my invoices?',
    answer: 'All invoices are under Account > Invoices in the portal, where you can download them as PDF.',
    language_code: 'en',
  },
]

beforeAll(async () => {
  t = await createTestApp()
  const trainerUser = await createUser(t.db, { roles: ['trainer'] })
  trainer = await t.signIn(trainerUser.email, trainerUser.password)
  const dealerUser = await createUser(t.db, { roles: ['dealer_user'] })
  dealer = await t.signIn(dealerUser.email, dealerUser.password)
  botId = (await (await t.request('/api/bots', { cookie: trainer, json: { name: 'Invoice Bot' } })).json()).id
  const imported = await t.request(`/api/bots/${botId}/knowledge/import`, {
    cookie: trainer,
    json: { entries: KNOWLEDGE.map((entry) => ({ ...entry, status: 'approved' })) },
  })
  expect(imported.status).toBe(201)
})
afterAll(async () => {
  await t.close()
})

async function send(body: Record<string, unknown>): Promise<SendChatMessageResponse> {
  const response = await t.request('/api/chat/messages', { cookie: dealer, json: { botId, ...body } })
  expect(response.status).toBe(201)
  return response.json()
}

describe('chat language', () => {
  it('a plain Norwegian first message is answered without asking for the language', async () => {
    const body = await send({ content: 'Hvor finner jeg fakturaene mine?' })
    expect(body.languageConfirmation).toBeNull()
    expect(body.botMessage).toMatchObject({ languageCode: 'no', content: KNOWLEDGE[0].answer })
  })

  it('asks between the two plausible chat languages, and only those', async () => {
    const body = await send({ content: 'faktura' })
    expect([...(body.languageConfirmation?.detected ?? [])].sort()).toEqual(['no', 'sv'])
  })

  it('a Norwegian question in a chat set to Svenska gets the Swedish entry', async () => {
    const body = await send({ content: 'hvor finner jeg fakturaene mine', language: 'sv' })
    expect(body.botMessage).toMatchObject({ languageCode: 'sv', content: KNOWLEDGE[1].answer })
    expect(body.languageConfirmation).toBeNull()
  })

  it('answer-preview lists the choices too', async () => {
    const response = await t.request(`/api/bots/${botId}/answer-preview`, {
      cookie: trainer,
      json: { message: 'faktura' },
    })
    expect(response.status).toBe(200)
    const answer = await response.json()
    expect(answer.requiresLanguageConfirmation).toBe(true)
    expect([...answer.languageChoices].sort()).toEqual(['no', 'sv'])
  })
})

describe('contact details', () => {
  it('an invoice number is not a phone: no specialist contact, no phone on the ticket', async () => {
    const body = await send({ content: 'Fakturanummer er 2026-1142' })
    expect(body.escalation?.kind).not.toBe('specialist_contact')
    expect(body.botMessage?.escalationType).not.toBe('specialist_contact')
    if (body.escalation) {
      const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, body.escalation.ticketId))
      expect(ticket.category).not.toBe('specialist_contact')
      expect(JSON.stringify(ticket.contactInfo ?? {})).not.toContain('20261142')
    }
  })

  it('the same number with a phone in the message takes the specialist path with that phone', async () => {
    const content = 'Fakturanummer er 2026-1142, ring meg på 98 76 54 32'
    const body = await send({ content })
    expect(body.escalation).toMatchObject({ kind: 'specialist_contact' })
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, body.escalation!.ticketId))
    expect(ticket.contactInfo).toMatchObject({ phone: '98765432', notes: content })
  })
})
