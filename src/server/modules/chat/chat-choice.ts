import type { AuthedContext } from '#server/app-env'
import { recordChoicePick } from '#server/assistant/choice-evidence'
import { isAssistantLanguage } from '#server/assistant/language/languages'
import { crossLanguageReply } from '#server/assistant/replies'
import { AppError } from '#server/lib/app-error'
import { chatSessionTopic } from '#shared/realtime/topics'
import type { PickChoiceInput, PickChoiceResponse } from '#shared/schemas/chat'
import { getOwnSessionOr404, getVisibleBotOr404 } from './chat.service.ts'
import { canSeeSources } from './chat-access.ts'
import { incrementBotCounters } from './chat-bots.queries.ts'
import {
  findAnsweringEntry,
  findQuestionBefore,
  lockChoiceOffer,
  setChosenEntry,
} from './chat-choices.queries.ts'
import { publishChatMessage } from './chat-events.ts'
import { messageJson } from './chat-json.ts'
import { insertMessage } from './chat-messages.queries.ts'
import { updateSession } from './chat-sessions.queries.ts'

/**
 * The user picks one of the entries an answer offered (issue 33 item 2): the entry's answer becomes
 * the assistant's reply, the offer records which entry was picked, and the pick goes to the suggestion
 * inbox as evidence that the question is a phrasing of that entry (choice-evidence.ts). Only in the
 * caller's own conversation with a bot they may still use; only an offered entry that still answers
 * (approved, the bot's own or global); one pick per offer.
 */
export async function pickChoice(
  ctx: AuthedContext,
  sessionId: string,
  messageId: string,
  input: PickChoiceInput,
): Promise<PickChoiceResponse> {
  const { session } = await getOwnSessionOr404(ctx, sessionId)
  await getVisibleBotOr404(ctx, session.botId)

  const { offer, reply } = await ctx.db.transaction(async (tx) => {
    const offered = await lockChoiceOffer(tx, { sessionId: session.id, messageId })
    if (!offered || offered.isUser || offered.senderId !== null)
      throw new AppError('NOT_FOUND', 'Message not found')
    const choice = offered.choices.find((candidate) => candidate.entryId === input.entryId)
    if (!choice) throw new AppError('UNPROCESSABLE', 'That entry was not one of the offered choices')
    if (offered.chosenEntryId !== null) throw new AppError('CONFLICT', 'A choice was already made here')
    const entry = await findAnsweringEntry(tx, { entryId: choice.entryId, botId: session.botId })
    if (!entry) throw new AppError('GONE', 'That answer is no longer available')

    const language = isAssistantLanguage(offered.languageCode) ? offered.languageCode : entry.languageCode
    const content =
      entry.languageCode === language
        ? entry.answer
        : crossLanguageReply(entry.answer, language, entry.languageCode)
    const offer = await setChosenEntry(tx, { messageId: offered.id, entryId: entry.id })
    if (!offer) throw new AppError('CONFLICT', 'A choice was already made here')
    const reply = await insertMessage(tx, {
      sessionId: session.id,
      content,
      isUser: false,
      languageCode: language,
      // The user chose it: there is no retrieval confidence to show.
      confidenceScore: null,
      sources: [{ entryId: entry.id, question: entry.question, score: 1 }],
      status: 'delivered',
    })
    await updateSession(tx, session.id, {})
    await incrementBotCounters(tx, { botId: session.botId, responses: 1, escalations: 0 })
    const question = await findQuestionBefore(tx, offered)
    if (question)
      await recordChoicePick(tx, {
        botId: session.botId,
        question,
        language,
        entryId: entry.id,
        answer: entry.answer,
        confidence: offered.confidenceScore,
        context: session.context,
        userId: ctx.actor.userId,
      })
    return { offer, reply }
  })

  // Every open view of the conversation shows the offer with its pick, then the reply.
  ctx.realtime.publishToTopic(chatSessionTopic(session.id), {
    type: 'chat.message-chosen',
    sessionId: session.id,
    messageId: offer.id,
    chosenEntryId: input.entryId,
  })
  publishChatMessage(ctx.realtime, reply, { status: 'delivered' })
  return {
    offer: { messageId: offer.id, chosenEntryId: input.entryId },
    botMessage: messageJson(reply, { status: 'delivered', withSources: canSeeSources(ctx.actor) }),
  }
}
