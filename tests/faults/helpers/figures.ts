import { appendFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'

/** Where scripts/test-faults.mjs collects the figures of one run (FAULT_FIGURES_FILE). */
const figuresFile = process.env.FAULT_FIGURES_FILE

/** Prints a test's measured figures and, under scripts/test-faults.mjs, adds them to the run's summary. */
export function recordFigure(name: string, figures: Record<string, number | string>) {
  console.log(`[fault figures] ${name}: ${JSON.stringify(figures)}`)
  if (!figuresFile) return
  mkdirSync(path.dirname(figuresFile), { recursive: true })
  appendFileSync(figuresFile, `${JSON.stringify({ name, ...figures })}\n`)
}
