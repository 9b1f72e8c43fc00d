ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
-- Messages left pending before retries existed were never delivered (the process stopped mid-send): due now.
UPDATE "mail_outbox" SET "next_attempt_at" = now() WHERE "status" = 'pending';
