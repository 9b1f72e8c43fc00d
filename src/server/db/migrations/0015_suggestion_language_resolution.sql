ALTER TABLE "knowledge_suggestions" ADD COLUMN "language_code" text;--> statement-breakpoint
ALTER TABLE "knowledge_suggestions" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "knowledge_suggestions" ADD COLUMN "resolved_confidence" real;--> statement-breakpoint
-- Backfill (issue 33 item 6): the question's language, as far as the rows tell it. An unmatched
-- question's key is 'terms:<language>:<stems>'; a low-confidence one's is 'entry:<id>', asked about the
-- entry it matched, in that entry's language. Rows left without one get the detected language of
-- their question when they are listed.
UPDATE "knowledge_suggestions" SET "language_code" = substring("normalized_question" from '^terms:([a-z]{2}):')
WHERE "language_code" IS NULL AND "normalized_question" ~ '^terms:[a-z]{2}:';--> statement-breakpoint
UPDATE "knowledge_suggestions" AS s SET "language_code" = e."language_code"
FROM "kb_entries" AS e
WHERE s."language_code" IS NULL AND s."normalized_question" = 'entry:' || e."id"::text;--> statement-breakpoint
-- Trainers' test questions no longer create suggestions: a pending one that only a test chat asked
-- (context 'training_interface', asked once) would not exist under the new rule. The question stays in
-- the trainer's test conversation.
DELETE FROM "knowledge_suggestions"
WHERE "status" = 'pending' AND "context" = 'training_interface' AND "frequency_count" = 1;
