import {
  checkRegressionQuestions,
  demoBotIndexes,
  formatRegression,
  loadRegressionQuestions,
  runRegression,
} from './regression.ts'

// The regression suite's report (issue 33 item 7): `npx tsx scripts/eval/regression-report.ts [file]`.
const questions = loadRegressionQuestions(process.argv[2])
const indexes = demoBotIndexes()
const problems = checkRegressionQuestions(questions, indexes)
for (const problem of problems) console.error(`data: ${problem}`)
const started = performance.now()
const results = runRegression(questions, indexes)
console.log(`${results.length} questions in ${Math.round(performance.now() - started)} ms`)
console.log(formatRegression(results))
process.exitCode = problems.length > 0 || results.some((result) => result.verdict === 'wrong') ? 1 : 0
