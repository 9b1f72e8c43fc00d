CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by" text,
	"dealer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size_bytes_check" CHECK ("stored_files"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "onboarding_step_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_onboarding_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"submitted_by" text,
	"submission_text" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"feedback" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_step_submissions_status_check" CHECK ("onboarding_step_submissions"."status" in ('submitted', 'approved', 'rejected')),
	CONSTRAINT "onboarding_step_submissions_text_check" CHECK (btrim("onboarding_step_submissions"."submission_text") <> '')
);
--> statement-breakpoint
CREATE TABLE "onboarding_submission_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_onboarding_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"submission_id" uuid,
	"file_id" uuid NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_submission_files_file_id_key" UNIQUE("file_id")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_step_submissions" ADD CONSTRAINT "onboarding_step_submissions_step_id_onboarding_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."onboarding_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_step_submissions" ADD CONSTRAINT "onboarding_step_submissions_submitted_by_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_step_submissions" ADD CONSTRAINT "onboarding_step_submissions_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_step_submissions" ADD CONSTRAINT "onboarding_step_submissions_dealer_onboarding_id_fk" FOREIGN KEY ("dealer_onboarding_id") REFERENCES "public"."dealer_onboarding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_submission_files" ADD CONSTRAINT "onboarding_submission_files_step_id_onboarding_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."onboarding_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_submission_files" ADD CONSTRAINT "onboarding_submission_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_submission_files" ADD CONSTRAINT "onboarding_submission_files_dealer_onboarding_id_fk" FOREIGN KEY ("dealer_onboarding_id") REFERENCES "public"."dealer_onboarding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_submission_files" ADD CONSTRAINT "onboarding_submission_files_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."onboarding_step_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_storage_key_key" ON "stored_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "stored_files_dealer_id_idx" ON "stored_files" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "onboarding_step_submissions_onboarding_step_idx" ON "onboarding_step_submissions" USING btree ("dealer_onboarding_id","step_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "onboarding_step_submissions_pending_idx" ON "onboarding_step_submissions" USING btree ("created_at") WHERE "onboarding_step_submissions"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "onboarding_submission_files_onboarding_step_idx" ON "onboarding_submission_files" USING btree ("dealer_onboarding_id","step_id");--> statement-breakpoint
CREATE INDEX "onboarding_submission_files_submission_id_idx" ON "onboarding_submission_files" USING btree ("submission_id");