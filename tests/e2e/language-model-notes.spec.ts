import type { Page } from '@playwright/test'
import { expect, loginAs, snap, test } from './fixtures.ts'

// Issue 33 item 4: the e2e server runs without a language model (no LLM_BASE_URL), so system health
// says none is configured, and the settings only a model reads say they take no effect until one is.

const NOT_CONFIGURED =
  'Not configured: answers come from the knowledge base only; tone, style, personality and training instructions take no effect.'

/** A card of the page by its heading. */
const card = (page: Page, heading: string) =>
  page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) })

test('an admin reads where a language model is missing: health, bot configuration, training @phone', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name
  await loginAs(page, 'admin')

  // System health: an informational card, not a failing check.
  await page.goto('/system-health')
  await expect(page.getByRole('heading', { level: 1, name: 'System Health' })).toBeVisible()
  const languageModel = card(page, 'Language model Not configured')
  await expect(languageModel).toBeVisible()
  await expect(languageModel.getByText(NOT_CONFIGURED)).toBeVisible()
  await expect(languageModel).toHaveAttribute('data-configured', 'false')
  await snap(page, `language-model-health-${project}`)

  const created = await page.request.post('/api/bots', {
    data: { name: `No Model Bot ${project} ${Date.now()}` },
  })
  expect(created.ok()).toBe(true)
  const bot = (await created.json()) as { id: string }

  // The bot's configuration: a note in the tone section and in the prompt section, nowhere else.
  await page.goto(`/bots/${bot.id}/config`)
  const tone = card(page, 'Tone & Personality')
  await expect(
    tone.getByText(
      'No language model is configured: tone, style and personality take effect only when one is.',
    ),
  ).toBeVisible()
  await expect(
    card(page, 'System Prompt & Instructions').getByText(
      'No language model is configured: the system prompt and custom instructions take effect only when one is.',
    ),
  ).toBeVisible()
  await expect(page.getByTestId('language-model-note')).toHaveCount(2)
  await expect(card(page, 'Escalation Rules').getByTestId('language-model-note')).toHaveCount(0)
  await tone.scrollIntoViewIfNeeded()
  await snap(page, `language-model-config-${project}`)

  // Training mode: only the Instructions card carries the note.
  await page.goto(`/bots/${bot.id}/chat?mode=training`)
  const instructions = card(page, 'Instructions')
  await expect(
    instructions.getByText(
      'No language model is configured: instructions are saved, but take effect only when one is.',
    ),
  ).toBeVisible()
  await expect(page.getByTestId('language-model-note')).toHaveCount(1)
  await expect(card(page, 'New Entries').getByTestId('language-model-note')).toHaveCount(0)
  await instructions.scrollIntoViewIfNeeded()
  await snap(page, `language-model-training-${project}`)
})
