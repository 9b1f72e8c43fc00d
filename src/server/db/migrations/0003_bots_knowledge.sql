CREATE TABLE "kb_entry_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changed_by" text,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"status" text NOT NULL,
	"language_code" text NOT NULL,
	"priority" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_entry_history_action_check" CHECK ("kb_entry_history"."action" in ('created', 'updated', 'approved', 'trained'))
);
--> statement-breakpoint
ALTER TABLE "knowledge_suggestions" ADD COLUMN "asked_since_dismissed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kb_entry_history" ADD CONSTRAINT "kb_entry_history_entry_id_kb_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."kb_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_entry_history" ADD CONSTRAINT "kb_entry_history_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kb_entry_history_entry_id_created_at_idx" ON "kb_entry_history" USING btree ("entry_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "knowledge_suggestions_dismissed_idx" ON "knowledge_suggestions" USING btree ("bot_id","normalized_question") WHERE "knowledge_suggestions"."status" = 'dismissed';