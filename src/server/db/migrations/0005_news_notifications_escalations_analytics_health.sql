CREATE TABLE "analytics_daily_active_users" (
	"day" date NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "analytics_daily_active_users_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_assistant" (
	"day" date NOT NULL,
	"bot_key" text NOT NULL,
	"language_code" text NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"resolved_conversations" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"user_messages" integer DEFAULT 0 NOT NULL,
	"scored_replies" integer DEFAULT 0 NOT NULL,
	"confidence_millionths" bigint DEFAULT 0 NOT NULL,
	"covered_replies" integer DEFAULT 0 NOT NULL,
	"band_0" integer DEFAULT 0 NOT NULL,
	"band_1" integer DEFAULT 0 NOT NULL,
	"band_2" integer DEFAULT 0 NOT NULL,
	"band_3" integer DEFAULT 0 NOT NULL,
	"band_4" integer DEFAULT 0 NOT NULL,
	"tickets_knowledge_gap" integer DEFAULT 0 NOT NULL,
	"tickets_specialist" integer DEFAULT 0 NOT NULL,
	"tickets_keyword" integer DEFAULT 0 NOT NULL,
	"tickets_manual" integer DEFAULT 0 NOT NULL,
	"feedback_up" integer DEFAULT 0 NOT NULL,
	"feedback_down" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_assistant_day_bot_key_language_code_pk" PRIMARY KEY("day","bot_key","language_code")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_questions" (
	"day" date NOT NULL,
	"question_key" text NOT NULL,
	"question" text NOT NULL,
	"asked" integer NOT NULL,
	CONSTRAINT "analytics_daily_questions_day_question_key_pk" PRIMARY KEY("day","question_key")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"id" text PRIMARY KEY NOT NULL,
	"through_day" date NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"last_duration_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_notes_body_check" CHECK (btrim("ticket_notes"."body") <> '')
);
--> statement-breakpoint
CREATE TABLE "health_check_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"response_time_ms" double precision NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_check_results_status_check" CHECK ("health_check_results"."status" in ('healthy', 'degraded', 'unhealthy'))
);
--> statement-breakpoint
CREATE TABLE "health_check_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"trigger" text NOT NULL,
	"triggered_by" text,
	"checked_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_check_runs_status_check" CHECK ("health_check_runs"."status" in ('healthy', 'degraded', 'unhealthy')),
	CONSTRAINT "health_check_runs_trigger_check" CHECK ("health_check_runs"."trigger" in ('schedule', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "knowledge_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_check_results" ADD CONSTRAINT "health_check_results_run_id_health_check_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."health_check_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_check_runs" ADD CONSTRAINT "health_check_runs_triggered_by_user_id_fk" FOREIGN KEY ("triggered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_questions_key_idx" ON "analytics_daily_questions" USING btree ("question_key");--> statement-breakpoint
CREATE INDEX "ticket_notes_ticket_id_created_at_idx" ON "ticket_notes" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "health_check_results_run_id_idx" ON "health_check_results" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "health_check_runs_checked_at_idx" ON "health_check_runs" USING btree ("checked_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_knowledge_entry_id_kb_entries_id_fk" FOREIGN KEY ("knowledge_entry_id") REFERENCES "public"."kb_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_created_at_idx" ON "chat_messages" USING btree ("created_at");