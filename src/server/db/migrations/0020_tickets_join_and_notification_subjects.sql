ALTER TABLE "escalation_notifications" ADD COLUMN "subject" jsonb;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolution_shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "occurrences" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "question_key" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_merged_into_id_tickets_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_user_id_question_key_idx" ON "tickets" USING btree ("user_id","question_key","created_at" DESC NULLS LAST) WHERE "tickets"."question_key" is not null;--> statement-breakpoint
CREATE INDEX "tickets_merged_into_id_idx" ON "tickets" USING btree ("merged_into_id");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_occurrences_check" CHECK ("tickets"."occurrences" >= 1);