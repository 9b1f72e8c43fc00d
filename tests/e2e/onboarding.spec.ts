import type { Page } from '@playwright/test'
import { adminApi, expect, latestMail, loginAs, snap, test } from './fixtures.ts'

const DEALER_NAME = 'Nordic Tuning Oslo AS'
const DEALER_EMAIL = 'verksted@nordic-tuning-oslo.example'
const pdf = (text: string) => ({
  name: 'firmaattest.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n`),
})

async function openReview(admin: Page, stepTitle: RegExp) {
  await admin.goto('/onboarding-management?tab=review')
  const item = admin.getByRole('listitem').filter({ hasText: stepTitle })
  await expect(item).toBeVisible()
  await item.getByRole('button', { name: 'Review' }).click()
  return admin.getByRole('dialog')
}

function stepCard(page: Page, title: RegExp) {
  return page.getByTestId('onboarding-step').filter({ has: page.getByRole('heading', { name: title }) })
}

test.describe('onboarding programs (issue 7)', () => {
  test.describe.configure({ mode: 'serial' })

  test('design in Norwegian, assign, complete with uploads, reject, resubmit, approve, certify', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const programName = `Verkstedstart ${Date.now()}`
    const adminContext = await browser.newContext()
    const admin = await adminContext.newPage()
    await admin.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
    await loginAs(admin, 'admin')

    // --- The admin designs the program with the assistant, in Norwegian ---------------------
    await admin.goto('/onboarding-management')
    await expect(admin.getByRole('heading', { name: 'Onboarding Management', level: 1 })).toBeVisible()
    await expect(admin.getByTestId('stat-activePrograms')).toHaveText('2')
    await snap(admin, 'onboarding-management-overview-desktop')

    await admin.getByRole('button', { name: 'New Program' }).click()
    const designer = admin.getByRole('dialog', { name: 'Nytt program' })
    await expect(designer).toBeVisible()
    const create = designer.getByRole('button', { name: 'Opprett program' })
    await expect(create).toBeDisabled()
    await designer.getByLabel('Programnavn').fill(programName)
    await designer
      .getByLabel('Melding til assistenten')
      .fill(
        'Forhandleren må først laste opp firmaattest. Deretter et sikkerhetskurs for dynamometeret på 2 timer, og til slutt et oppstartsmøte med kontaktpersonen.',
      )
    await designer.getByRole('button', { name: 'Send' }).click()
    await expect(designer.getByText('Her er et forslag med 3 steg')).toBeVisible()
    const proposals = designer.getByRole('region', { name: 'Foreslåtte steg' })
    await expect(proposals.getByText('1. Laste opp firmaattest')).toBeVisible()
    // The duration goes into the step, not its title (issue 36 item 4).
    await expect(proposals.getByText('2. Sikkerhetskurs for dynamometeret', { exact: true })).toBeVisible()
    await expect(proposals.getByText('3. Oppstartsmøte med kontaktpersonen')).toBeVisible()
    // An edit request changes the plan instead of adding a step; chips are Norwegian.
    await designer.getByLabel('Melding til assistenten').fill('Gjør oppstartsmøtet valgfritt')
    await designer.getByRole('button', { name: 'Send' }).click()
    await expect(designer.getByText('«Oppstartsmøte med kontaktpersonen» er nå valgfritt.')).toBeVisible()
    await expect(proposals.getByRole('listitem')).toHaveCount(3)
    const meetingProposal = proposals
      .getByRole('listitem')
      .filter({ hasText: 'Oppstartsmøte med kontaktpersonen' })
    await expect(meetingProposal.getByText('Valgfritt', { exact: true })).toBeVisible()
    await expect(meetingProposal.getByText('Møte', { exact: true })).toBeVisible()
    // Only approved steps are saved: with none approved, Create stays disabled.
    await expect(create).toBeDisabled()
    // The trainer edits a proposal (edit approves it), then approves the rest.
    await proposals
      .getByRole('listitem')
      .filter({ hasText: 'Sikkerhetskurs for dynamometeret' })
      .getByRole('button', { name: 'Rediger' })
      .click()
    await designer.getByLabel('Stegnavn').fill('Sikkerhetskurs for dynamometer')
    await designer.getByRole('button', { name: 'Lagre og godkjenn' }).click()
    await expect(designer.getByText('1 av 3 steg godkjent')).toBeVisible()
    await designer.getByRole('button', { name: 'Godkjenn alle' }).click()
    await expect(designer.getByText('3 av 3 steg godkjent')).toBeVisible()
    await snap(admin, 'onboarding-new-program-chat-desktop')
    await create.click()
    await expect(admin.getByText(`Programmet «${programName}» er opprettet`)).toBeVisible()

    // --- ... and assigns it to the demo dealer ---------------------------------------------------
    await admin.getByRole('tab', { name: 'Programs' }).click()
    const card = admin.getByTestId('program-card').filter({ hasText: programName })
    await expect(card.getByText('3 steps')).toBeVisible()
    await card.getByRole('button', { name: 'Assign to dealers' }).click()
    const assign = admin.getByRole('dialog', { name: 'Assign program' })
    await assign.getByLabel(new RegExp(DEALER_NAME)).check()
    await assign.getByRole('button', { name: 'Assign to 1 dealer' }).click()
    await expect(admin.getByText('Assigned to 1 dealer')).toBeVisible()
    await expect(card.getByText('1 dealer enrolled')).toBeVisible()
    await snap(admin, 'onboarding-programs-desktop')

    // --- The dealer user works through the steps ---------------------------------------------
    const dealerContext = await browser.newContext()
    const dealer = await dealerContext.newPage()
    await dealer.addInitScript(() => localStorage.setItem('onboarding-tour-dismissed', 'true'))
    await loginAs(dealer, 'dealer_user', '/my-onboarding')
    await expect(dealer.getByRole('heading', { name: programName, level: 2 })).toBeVisible()
    await expect(dealer.getByTestId('onboarding-progress')).toHaveText('0%')
    const upload = stepCard(dealer, /Laste opp firmaattest/)
    const course = stepCard(dealer, /Sikkerhetskurs for dynamometer/)
    const meeting = stepCard(dealer, /Oppstartsmøte med kontaktpersonen/)
    // Spec §4 gating: later steps wait for the earlier required ones.
    await expect(course.getByRole('button', { name: 'Complete Previous Steps First' })).toBeDisabled()
    await upload.getByRole('button', { name: 'Start Step' }).click()
    await expect(dealer.getByText('Step Started')).toBeVisible()
    await expect(upload.getByTestId('step-status')).toHaveText('In Progress')
    await expect(upload.getByRole('button', { name: 'Submit Step' })).toBeDisabled()
    await upload.getByLabel('Choose a file for Firmaattest').setInputFiles(pdf('first'))
    await expect(upload.getByRole('link', { name: /firmaattest\.pdf/ })).toBeVisible()
    await upload.getByLabel('What did you do?').fill('Firmaattest fra Brønnøysundregistrene.')
    await snap(dealer, 'onboarding-dealer-submit-desktop')
    await upload.getByRole('button', { name: 'Submit Step' }).click()
    await expect(dealer.getByText('Step Submitted')).toBeVisible()
    await expect(upload.getByTestId('step-status')).toHaveText('Awaiting Review')

    // --- The admin rejects with feedback -------------------------------------------------------
    let review = await openReview(admin, /Laste opp firmaattest/)
    await expect(review.getByText('Firmaattest fra Brønnøysundregistrene.')).toBeVisible()
    await expect(review.getByRole('link', { name: /firmaattest\.pdf/ })).toBeVisible()
    await review.getByRole('button', { name: 'Reject' }).click()
    await expect(review.getByText('Write feedback so the dealer knows what to change')).toBeVisible()
    await review
      .getByLabel(/Feedback to the dealer/)
      .fill('Attesten er eldre enn tre måneder. Last opp en ny.')
    await snap(admin, 'onboarding-review-desktop')
    await review.getByRole('button', { name: 'Reject' }).click()
    await expect(admin.getByText('Step rejected; the dealer has been told')).toBeVisible()

    // --- The dealer reads the feedback and resubmits ------------------------------------------
    await dealer.reload()
    await expect(upload.getByTestId('step-status')).toHaveText('Rejected')
    await expect(upload.getByRole('alert')).toContainText(
      'Attesten er eldre enn tre måneder. Last opp en ny.',
    )
    await upload.getByLabel('Choose a file for Firmaattest').setInputFiles(pdf('second'))
    await upload.getByLabel('What did you do?').fill('Ny firmaattest fra i dag.')
    await upload.getByRole('button', { name: 'Submit Again' }).click()
    await expect(upload.getByTestId('step-status')).toHaveText('Awaiting Review')
    await expect(upload.getByText('2 submissions')).toBeVisible()

    // --- The admin approves everything --------------------------------------------------------
    review = await openReview(admin, /Laste opp firmaattest/)
    await expect(review.getByText('Ny firmaattest fra i dag.')).toBeVisible()
    await review.getByRole('button', { name: 'Approve' }).click()
    await expect(admin.getByText('Step approved')).toBeVisible()

    await dealer.reload()
    await expect(upload.getByTestId('step-status')).toHaveText('Completed')
    await expect(dealer.getByTestId('onboarding-progress')).toHaveText('33%')
    await course.getByRole('button', { name: 'Start Step' }).click()
    await course.getByLabel('What did you do?').fill('To teknikere har tatt kurset.')
    await course.getByRole('button', { name: 'Submit Step' }).click()
    await expect(course.getByTestId('step-status')).toHaveText('Awaiting Review')

    review = await openReview(admin, /Sikkerhetskurs for dynamometer/)
    await review.getByRole('button', { name: 'Approve' }).click()
    await expect(admin.getByText('Step approved')).toBeVisible()

    // The meeting became a confirmation step (spec §9 mapping), confirmed by the dealer.
    await dealer.reload()
    await meeting.getByRole('button', { name: 'Start Step' }).click()
    await meeting.getByRole('button', { name: 'Confirm Completed' }).click()
    await expect(dealer.getByTestId('onboarding-progress')).toHaveText('100%')
    await expect(dealer.getByText(/Completed on .*Well done!/)).toBeVisible()
    await snap(dealer, 'onboarding-dealer-completed-desktop')

    // --- The certificate --------------------------------------------------------------------
    await dealer.getByRole('link', { name: 'View certificate' }).click()
    await expect(dealer).toHaveURL(/\/onboarding\/certificate\//)
    await expect(dealer.getByRole('heading', { name: 'Certificate of Completion' })).toBeVisible()
    await expect(dealer.getByTestId('certificate-dealer')).toHaveText(DEALER_NAME)
    await expect(dealer.getByTestId('certificate-program')).toHaveText(programName)
    await expect(dealer.getByRole('button', { name: 'Print' })).toBeVisible()
    await snap(dealer, 'onboarding-certificate-desktop')

    // --- The e-mails are in the outbox ---------------------------------------------------------
    const submitted = await latestMail(baseURL!, 'admin@example.com', 'onboarding_step_submitted')
    expect(submitted.textBody).toContain(DEALER_NAME)
    expect(submitted.link).toContain('/onboarding-management?tab=review&submission=')
    const rejected = await latestMail(baseURL!, 'dealer.user@example.com', 'onboarding_step_rejected')
    expect(rejected.textBody).toContain('Attesten er eldre enn tre måneder.')
    const approved = await latestMail(baseURL!, 'dealer.user@example.com', 'onboarding_step_approved')
    expect(approved.subject).toContain('Approved')
    const completed = await latestMail(baseURL!, DEALER_EMAIL, 'onboarding_completed')
    expect(completed.textBody).toContain(programName)
    expect(completed.link).toBe(`${baseURL}${new URL(dealer.url()).pathname}`)

    await adminContext.close()
    await dealerContext.close()
  })

  test('staff are pointed to Dealers; users without a dealer are refused (spec §2.9, §6)', async ({
    page,
  }) => {
    await loginAs(page, 'trainer', '/my-onboarding')
    await expect(page.getByRole('heading', { name: 'Onboarding is for dealers' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to Dealer Management' })).toHaveAttribute(
      'href',
      '/dealers',
    )
  })

  test('a user without a dealer gets Access Denied', async ({ page }) => {
    await loginAs(page, 'standard_user', '/my-onboarding')
    await expect(
      page.getByRole('alert').getByText('You must be associated with a dealer to access onboarding.'),
    ).toBeVisible()
  })

  test('Manage Steps: a step dragged to a new place keeps it after a reload; the arrows still work', async ({
    page,
    baseURL,
  }) => {
    // Its own program, created inactive so the stat cards the first test reads stay as seeded.
    const programName = `Step order ${Date.now()}`
    const api = await adminApi(baseURL!)
    const step = (stepName: string, stepOrder: number) => ({
      stepName,
      stepType: 'meeting',
      stepOrder,
      isRequired: true,
      estimatedDurationMinutes: 30,
    })
    const created = await api.post('/api/onboarding/programs', {
      data: {
        name: programName,
        languageCode: 'en',
        steps: [step('Sign the dealer agreement', 1), step('Sales training', 2), step('Kickoff meeting', 3)],
      },
    })
    expect(created.status()).toBe(201)
    const { id: programId, updatedAt } = await created.json()
    // Issue 32: an edit names the version it started from (the created program's).
    expect(
      (
        await api.patch(`/api/onboarding/programs/${programId}`, {
          data: { isActive: false, expectedUpdatedAt: updatedAt },
        })
      ).ok(),
    ).toBe(true)
    await api.dispose()

    await loginAs(page, 'admin')
    async function openSteps() {
      await page.goto('/onboarding-management')
      await page.getByRole('tab', { name: 'Programs' }).click()
      await page
        .getByTestId('program-card')
        .filter({ hasText: programName })
        .getByRole('button', { name: 'Manage Steps' })
        .click()
      const dialog = page.getByRole('dialog', { name: 'Manage Steps' })
      return { dialog, steps: dialog.getByRole('listitem') }
    }

    let { dialog, steps } = await openSteps()
    await expect(steps).toHaveText([
      /^1\. Sign the dealer agreement/,
      /^2\. Sales training/,
      /^3\. Kickoff meeting/,
    ])
    await expect(dialog.getByText('Drag a step to a new place, or use the arrow buttons.')).toBeVisible()
    await steps
      .filter({ hasText: 'Kickoff meeting' })
      .dragTo(steps.filter({ hasText: 'Sign the dealer agreement' }))
    await expect(steps).toHaveText([
      /^1\. Kickoff meeting/,
      /^2\. Sign the dealer agreement/,
      /^3\. Sales training/,
    ])
    await expect(dialog.getByRole('status')).toHaveText('Moved "Kickoff meeting" to position 1.')
    await snap(page, 'onboarding-manage-steps-dragged-desktop')

    // Saved on the server: a fresh page shows the new order.
    await page.reload()
    ;({ dialog, steps } = await openSteps())
    await expect(steps).toHaveText([
      /^1\. Kickoff meeting/,
      /^2\. Sign the dealer agreement/,
      /^3\. Sales training/,
    ])

    // Dragging down lands the step on the target's place (held mid-drag to see the drop marker);
    // the buttons reorder from the keyboard.
    await steps.filter({ hasText: 'Kickoff meeting' }).hover()
    await page.mouse.down()
    const target = (await steps.filter({ hasText: 'Sales training' }).boundingBox())!
    await page.mouse.move(target.x + 200, target.y + 30, { steps: 5 })
    await expect(steps.filter({ hasText: 'Sales training' })).toHaveClass(/border-primary/)
    await snap(page, 'onboarding-manage-steps-dragging-desktop')
    await page.mouse.up()
    await expect(steps).toHaveText([
      /^1\. Sign the dealer agreement/,
      /^2\. Sales training/,
      /^3\. Kickoff meeting/,
    ])
    await expect(dialog.getByRole('status')).toHaveText('Moved "Kickoff meeting" to position 3.')
    const moveUp = dialog.getByRole('button', { name: 'Move "Sales training" up' })
    await expect(moveUp).toBeEnabled()
    await moveUp.press('Enter')
    await expect(steps).toHaveText([
      /^1\. Sales training/,
      /^2\. Sign the dealer agreement/,
      /^3\. Kickoff meeting/,
    ])
    await expect(dialog.getByRole('status')).toHaveText('Moved "Sales training" to position 1.')
    await page.reload()
    ;({ dialog, steps } = await openSteps())
    await expect(steps).toHaveText([
      /^1\. Sales training/,
      /^2\. Sign the dealer agreement/,
      /^3\. Kickoff meeting/,
    ])
  })
})

test.describe('onboarding on a phone @phone', () => {
  test('the dealer sees the real program on /mobile/onboarding and /my-onboarding', async ({ page }) => {
    // Another test may have assigned a newer program to the same dealer: pick the seeded one.
    async function showEssentials() {
      await expect(page.locator('#onboarding-program-title')).toBeVisible()
      const essentials = page.getByRole('link', { name: /Dealer Onboarding Essentials/ })
      if (await essentials.count()) await essentials.click()
      await expect(
        page.getByRole('heading', { name: 'Dealer Onboarding Essentials', level: 2 }),
      ).toBeVisible()
    }
    await loginAs(page, 'dealer_manager', '/mobile/onboarding')
    await expect(page.getByRole('heading', { name: 'My Onboarding', level: 1 })).toBeVisible()
    await showEssentials()
    await expect(page.getByRole('heading', { name: /Upload company documents/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: /Probation period/ })).toBeVisible()
    await snap(page, `onboarding-mobile-${test.info().project.name}`)
    await page.goto('/my-onboarding')
    await showEssentials()
    await expect(page.getByRole('heading', { name: /Upload company documents/ })).toBeVisible()
    await snap(page, `onboarding-my-${test.info().project.name}`)
  })

  test('the admin manages programs on a phone', async ({ page }) => {
    await loginAs(page, 'admin', '/onboarding-management')
    await expect(page.getByRole('heading', { name: 'Onboarding Management', level: 1 })).toBeVisible()
    await snap(page, `onboarding-management-${test.info().project.name}`)
    await page.getByRole('tab', { name: 'Programs' }).click()
    await page
      .getByTestId('program-card')
      .filter({ hasText: 'Dealer Onboarding Essentials' })
      .getByRole('button', { name: 'Manage Steps' })
      .click()
    const manage = page.getByRole('dialog', { name: 'Manage Steps' })
    await expect(manage.getByRole('listitem').first()).toBeVisible()
    await snap(page, `onboarding-manage-steps-${test.info().project.name}`)
    await page.keyboard.press('Escape')
    await expect(manage).toBeHidden()
    await page.getByRole('button', { name: 'New Program' }).click()
    const designer = page.getByRole('dialog', { name: 'Nytt program' })
    await designer
      .getByLabel('Melding til assistenten')
      .fill('Et kurs i flashing og en godkjenning av verkstedet.')
    await designer.getByRole('button', { name: 'Send' }).click()
    await expect(designer.getByText('Her er et forslag med 2 steg')).toBeVisible()
    await snap(page, `onboarding-new-program-${test.info().project.name}`)
  })
})
