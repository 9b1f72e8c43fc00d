import { z } from 'zod'
import { type LlmClient, type LlmMessage, llmClientFromEnv } from '#server/assistant/llm-client'
import type { Env } from '#server/env'
import type { Logger } from '#server/lib/logger'
import { storedStepTypeOf } from '#shared/constants/onboarding'
import type { DesignChatInput, DesignChatResponse, ProposedStep } from '#shared/schemas/onboarding'
import { designChatInputSchema } from '#shared/schemas/onboarding'
import { planProgram } from './design-planner.ts'

/**
 * Spec §7 generate-onboarding-chat: the trainer's message, the chat so far, the program name and
 * language in; a reply and the proposed steps out. With LLM_BASE_URL set the model proposes the
 * steps (same JSON shape); without one, or when the model fails or answers something unusable, the
 * built-in planner does.
 */
export async function designProgramChat(
  deps: { env: Env; logger: Logger; llm?: LlmClient | null },
  rawInput: DesignChatInput,
): Promise<DesignChatResponse> {
  const input = designChatInputSchema.parse(rawInput)
  // Designing a program is a longer answer than wording one reply.
  const llm = deps.llm !== undefined ? deps.llm : llmClientFromEnv(deps.env, deps.logger, 30_000)
  if (llm) {
    try {
      return { ...(await askModel(llm, input)), source: 'llm' }
    } catch (error) {
      deps.logger.warn({ err: error }, 'Program design model failed; using the built-in planner')
    }
  }
  return { ...planProgram(input), source: 'planner' }
}

const LANGUAGE_NAMES = { no: 'Norwegian (bokmål)', sv: 'Swedish', en: 'English', da: 'Danish' } as const

/** The model's answer: spec §7's field names, validated before anything is shown. */
const modelAnswerSchema = z.object({
  response: z.string().trim().min(1),
  steps: z
    .array(
      z.object({
        step_name: z.string().trim().min(1).max(200),
        step_description: z.string().trim().max(2000).default(''),
        step_type: z.string().trim().max(50),
        step_order: z.coerce.number().int().min(1).optional(),
        is_required: z.boolean().default(true),
        estimated_duration_minutes: z.coerce.number().min(0).max(527_040).default(30),
        required_files: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
      }),
    )
    .max(100),
})

async function askModel(
  llm: LlmClient,
  input: z.output<typeof designChatInputSchema>,
): Promise<Omit<DesignChatResponse, 'source'>> {
  const language = LANGUAGE_NAMES[input.languageCode]
  const system = [
    'You help a trainer design a step-by-step onboarding program for new dealers of an equipment and tuning provider.',
    `Answer in ${language}. Write step names and descriptions in ${language}.`,
    'Reply with JSON only, no prose around it, in this shape:',
    '{"response": "<short reply to the trainer>", "steps": [{"step_name": "", "step_description": "", "step_type": "documentation|training|meeting|system_access|assessment|approval|manual_confirmation|time_delay", "step_order": 1, "is_required": true, "estimated_duration_minutes": 30, "required_files": []}]}',
    '"steps" is the complete program after this message (keep earlier steps unless the trainer asks to change them).',
    'A request to change the plan (make a step optional or required, remove, rename, move it before or after another, change its duration or type) edits the existing steps; it never adds a step.',
    'Keep every activity the trainer lists, one step each, and keep abbreviations such as "ca." or "f.eks." inside step names.',
    'Read durations as minutes: "ca. 2 timer" = 120, "en halv dag" = 240, "1,5 time" = 90.',
    'Use documentation for steps where the dealer uploads documents, and list the documents in required_files.',
    'Use time_delay for waiting periods; its estimated_duration_minutes is the length of the wait.',
  ].join('\n')
  const messages: LlmMessage[] = [
    { role: 'system', content: system },
    ...input.chatHistory.map((message) => ({ role: message.role, content: message.content })),
    {
      role: 'user',
      content: [
        input.programName ? `Program name: ${input.programName}` : '',
        input.currentSteps.length > 0 ? `Current steps: ${JSON.stringify(input.currentSteps)}` : '',
        input.message,
      ]
        .filter(Boolean)
        .join('\n\n'),
    },
  ]
  const answer = modelAnswerSchema.parse(JSON.parse(jsonPart(await llm.complete(messages))))
  const steps: ProposedStep[] = answer.steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => (a.step.step_order ?? a.index + 1) - (b.step.step_order ?? b.index + 1))
    .map(({ step }, index) => ({
      stepName: step.step_name,
      stepDescription: step.step_description,
      stepType: step.step_type,
      stepOrder: index + 1,
      isRequired: step.is_required,
      estimatedDurationMinutes: Math.round(step.estimated_duration_minutes),
      requiredFiles: storedStepTypeOf(step.step_type) === 'document_upload' ? step.required_files : [],
    }))
  return { response: answer.response, steps }
}

/** The JSON object in a reply that may wrap it in a code fence or a sentence. */
function jsonPart(reply: string): string {
  const start = reply.indexOf('{')
  const end = reply.lastIndexOf('}')
  if (start < 0 || end <= start) throw new Error('The model answered without JSON')
  return reply.slice(start, end + 1)
}
