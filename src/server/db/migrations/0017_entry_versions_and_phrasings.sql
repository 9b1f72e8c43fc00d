ALTER TABLE "kb_entry_history" DROP CONSTRAINT "kb_entry_history_action_check";--> statement-breakpoint
ALTER TABLE "kb_entries" ADD COLUMN "alternative_questions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "kb_entries" ADD COLUMN "pending_version_id" uuid;--> statement-breakpoint
ALTER TABLE "kb_entry_history" ADD COLUMN "alternative_questions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "kb_entries" ADD CONSTRAINT "kb_entries_pending_version_id_kb_entry_history_id_fk" FOREIGN KEY ("pending_version_id") REFERENCES "public"."kb_entry_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_entry_history" ADD CONSTRAINT "kb_entry_history_action_check" CHECK ("kb_entry_history"."action" in ('created', 'updated', 'approved', 'trained', 'proposed', 'restored'));