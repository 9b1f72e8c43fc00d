CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"purpose" text,
	"type" text DEFAULT 'others' NOT NULL,
	"platform_channel" text DEFAULT 'web' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"training_status" text DEFAULT 'ready' NOT NULL,
	"response_count" integer DEFAULT 0 NOT NULL,
	"escalation_count" integer DEFAULT 0 NOT NULL,
	"last_trained_at" timestamp with time zone,
	"required_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"avatar_url" text,
	"system_prompt" text,
	"custom_instructions" text,
	"tone_settings" jsonb DEFAULT '{"tone":"professional","style":"helpful","personality":"friendly"}'::jsonb NOT NULL,
	"escalation_rules" jsonb DEFAULT '{"confidence_threshold":0.5,"escalation_keywords":[],"auto_escalate":true,"keyword_sensitivity":"medium","require_both_conditions":false}'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bots_type_check" CHECK ("bots"."type" in ('customer', 'support', 'technical', 'others')),
	CONSTRAINT "bots_platform_channel_check" CHECK ("bots"."platform_channel" in ('web', 'slack', 'discord', 'teams', 'whatsapp', 'telegram')),
	CONSTRAINT "bots_counts_check" CHECK ("bots"."response_count" >= 0 and "bots"."escalation_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bot_id" uuid NOT NULL,
	"session_name" text NOT NULL,
	"trainer_id" text,
	"session_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"feedback_type" text NOT NULL,
	"rating" integer,
	"notes" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_feedback_rating_check" CHECK ("chat_feedback"."rating" is null or "chat_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "chat_message_status" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_message_status_status_check" CHECK ("chat_message_status"."status" in ('sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"content" text NOT NULL,
	"is_user" boolean NOT NULL,
	"sender_id" text,
	"language_code" text,
	"confidence_score" real,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"escalation_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_confidence_score_check" CHECK ("chat_messages"."confidence_score" is null or "chat_messages"."confidence_score" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"bot_id" uuid NOT NULL,
	"context" text,
	"title" text,
	"status" text DEFAULT 'active' NOT NULL,
	"language_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sessions_status_check" CHECK ("chat_sessions"."status" in ('active', 'escalated', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "chat_typing_indicators" (
	"session_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"is_typing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_typing_indicators_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "dealer_equipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"model" text NOT NULL,
	"serial_number" text NOT NULL,
	"equipment_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"delivery_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_equipment_status_check" CHECK ("dealer_equipment"."status" in ('active', 'maintenance', 'inactive', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"dealer_code" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'active' NOT NULL,
	"dealer_type" text,
	"country" text,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealers_status_check" CHECK ("dealers"."status" in ('active', 'onboarding', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "dealer_users" (
	"user_id" text NOT NULL,
	"dealer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_users_user_id_dealer_id_pk" PRIMARY KEY("user_id","dealer_id")
);
--> statement-breakpoint
CREATE TABLE "employee_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"role" text NOT NULL,
	"dealer_id" uuid,
	"invited_by" text,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_invitations_invitation_token_unique" UNIQUE("invitation_token"),
	CONSTRAINT "employee_invitations_status_check" CHECK ("employee_invitations"."status" in ('pending', 'accepted', 'revoked', 'expired')),
	CONSTRAINT "employee_invitations_role_check" CHECK ("employee_invitations"."role" in ('super_admin', 'admin', 'trainer', 'support_agent', 'technical_specialist', 'standard_user', 'dealer_user', 'dealer_manager'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"department" text,
	"signature" text,
	"avatar_url" text,
	"phone" text,
	"location" text,
	"last_login" timestamp with time zone,
	"signup_method" text DEFAULT 'email' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_key" UNIQUE("user_id","role"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('super_admin', 'admin', 'trainer', 'support_agent', 'technical_specialist', 'standard_user', 'dealer_user', 'dealer_manager'))
);
--> statement-breakpoint
CREATE TABLE "bot_knowledge_bases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bot_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"knowledge_base_id" uuid,
	"bot_id" uuid,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"language_code" text DEFAULT 'en' NOT NULL,
	"scope" text DEFAULT 'bot_specific' NOT NULL,
	"priority" integer DEFAULT 5 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" text,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_entries_language_code_check" CHECK ("kb_entries"."language_code" in ('en', 'no', 'sv', 'da', 'de', 'fr', 'es')),
	CONSTRAINT "kb_entries_scope_check" CHECK ("kb_entries"."scope" in ('bot_specific', 'global')),
	CONSTRAINT "kb_entries_status_check" CHECK ("kb_entries"."status" in ('draft', 'pending_review', 'approved')),
	CONSTRAINT "kb_entries_priority_check" CHECK ("kb_entries"."priority" between 1 and 10),
	CONSTRAINT "kb_entries_bot_scope_check" CHECK ("kb_entries"."scope" = 'global' or "kb_entries"."bot_id" is not null),
	CONSTRAINT "kb_entries_question_check" CHECK (btrim("kb_entries"."question") <> ''),
	CONSTRAINT "kb_entries_answer_check" CHECK (btrim("kb_entries"."answer") <> '')
);
--> statement-breakpoint
CREATE TABLE "kb_entry_files" (
	"entry_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_entry_files_entry_id_file_id_pk" PRIMARY KEY("entry_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "kb_entry_tags" (
	"entry_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_entry_tags_entry_id_tag_id_pk" PRIMARY KEY("entry_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "kb_file_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filename" text NOT NULL,
	"original_filename" text NOT NULL,
	"file_path" text NOT NULL,
	"file_size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"uploaded_by" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"bot_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_file_resources_file_size_check" CHECK ("kb_file_resources"."file_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "kb_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#3b82f6' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_tags_name_check" CHECK (btrim("kb_tags"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "knowledge_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bot_id" uuid NOT NULL,
	"user_question" text NOT NULL,
	"normalized_question" text NOT NULL,
	"bot_response" text,
	"context" text,
	"confidence_score" real,
	"frequency_count" integer DEFAULT 1 NOT NULL,
	"suggestion_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"knowledge_entry_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_suggestions_suggestion_type_check" CHECK ("knowledge_suggestions"."suggestion_type" in ('unmatched_question', 'low_confidence', 'failed_response')),
	CONSTRAINT "knowledge_suggestions_status_check" CHECK ("knowledge_suggestions"."status" in ('pending', 'resolved', 'dismissed')),
	CONSTRAINT "knowledge_suggestions_frequency_count_check" CHECK ("knowledge_suggestions"."frequency_count" >= 1),
	CONSTRAINT "knowledge_suggestions_confidence_score_check" CHECK ("knowledge_suggestions"."confidence_score" is null or "knowledge_suggestions"."confidence_score" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body" text,
	"category" text NOT NULL,
	"importance" text DEFAULT 'normal' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"author_id" text,
	"target_roles" text[],
	"target_dealer_ids" uuid[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_category_check" CHECK ("news_articles"."category" in ('optifiles', 'hq', 'social_media', 'supplier_news', 'internal_changes', 'equipment')),
	CONSTRAINT "news_articles_importance_check" CHECK ("news_articles"."importance" in ('normal', 'important'))
);
--> statement-breakpoint
CREATE TABLE "news_read_status" (
	"news_article_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_read_status_news_article_id_user_id_pk" PRIMARY KEY("news_article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "escalation_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"notification_type" text NOT NULL,
	"message" text NOT NULL,
	"urgency" text DEFAULT 'medium' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"escalation_id" uuid,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escalation_notifications_notification_type_check" CHECK ("escalation_notifications"."notification_type" in ('new_escalation', 'escalation_assigned', 'escalation_resolved', 'system_maintenance', 'translation_ready', 'other')),
	CONSTRAINT "escalation_notifications_urgency_check" CHECK ("escalation_notifications"."urgency" in ('low', 'medium', 'high', 'urgent'))
);
--> statement-breakpoint
CREATE TABLE "dealer_onboarding" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"current_step" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_onboarding_dealer_id_program_id_key" UNIQUE("dealer_id","program_id"),
	CONSTRAINT "dealer_onboarding_progress_percentage_check" CHECK ("dealer_onboarding"."progress_percentage" between 0 and 100),
	CONSTRAINT "dealer_onboarding_current_step_check" CHECK ("dealer_onboarding"."current_step" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dealer_step_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_onboarding_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"submission_text" text,
	"feedback" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_step_progress_dealer_onboarding_id_step_id_key" UNIQUE("dealer_onboarding_id","step_id"),
	CONSTRAINT "dealer_step_progress_status_check" CHECK ("dealer_step_progress"."status" in ('pending', 'in_progress', 'submitted', 'completed', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"language_code" text DEFAULT 'en' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_programs_language_code_check" CHECK ("onboarding_programs"."language_code" in ('en', 'no', 'sv', 'da')),
	CONSTRAINT "onboarding_programs_name_check" CHECK (btrim("onboarding_programs"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "onboarding_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"step_order" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"instructions" text,
	"step_type" text DEFAULT 'document_upload' NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"estimated_duration" integer DEFAULT 30 NOT NULL,
	"required_files" text[] DEFAULT '{}'::text[] NOT NULL,
	"completion_criteria" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_steps_step_type_check" CHECK ("onboarding_steps"."step_type" in ('document_upload', 'training', 'manual_confirmation', 'approval', 'time_delay')),
	CONSTRAINT "onboarding_steps_estimated_duration_check" CHECK ("onboarding_steps"."estimated_duration" >= 0),
	CONSTRAINT "onboarding_steps_step_order_check" CHECK ("onboarding_steps"."step_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid,
	"user_id" text NOT NULL,
	"bot_id" uuid,
	"dealer_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"assigned_to" text,
	"contact_info" jsonb,
	"language_code" text,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('open', 'in_progress', 'resolved', 'closed')),
	CONSTRAINT "tickets_category_check" CHECK ("tickets"."category" in ('general', 'specialist_contact', 'manual', 'keyword')),
	CONSTRAINT "tickets_priority_check" CHECK ("tickets"."priority" in ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "tickets_title_check" CHECK (btrim("tickets"."title") <> ''),
	CONSTRAINT "tickets_description_check" CHECK (btrim("tickets"."description") <> '')
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_trainer_id_user_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_feedback" ADD CONSTRAINT "chat_feedback_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_feedback" ADD CONSTRAINT "chat_feedback_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_feedback" ADD CONSTRAINT "chat_feedback_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_status" ADD CONSTRAINT "chat_message_status_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_typing_indicators" ADD CONSTRAINT "chat_typing_indicators_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_typing_indicators" ADD CONSTRAINT "chat_typing_indicators_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_equipment" ADD CONSTRAINT "dealer_equipment_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_users" ADD CONSTRAINT "dealer_users_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_users" ADD CONSTRAINT "dealer_users_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_invitations" ADD CONSTRAINT "employee_invitations_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_invitations" ADD CONSTRAINT "employee_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_invitations" ADD CONSTRAINT "employee_invitations_accepted_user_id_user_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_knowledge_bases" ADD CONSTRAINT "bot_knowledge_bases_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_entries" ADD CONSTRAINT "kb_entries_knowledge_base_id_bot_knowledge_bases_id_fk" FOREIGN KEY ("knowledge_base_id") REFERENCES "public"."bot_knowledge_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_entries" ADD CONSTRAINT "kb_entries_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_entries" ADD CONSTRAINT "kb_entries_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_entries" ADD CONSTRAINT "kb_entries_approved_by_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_entry_files" ADD CONSTRAINT "kb_entry_files_entry_id_kb_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."kb_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_entry_files" ADD CONSTRAINT "kb_entry_files_file_id_kb_file_resources_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."kb_file_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_entry_tags" ADD CONSTRAINT "kb_entry_tags_entry_id_kb_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."kb_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_entry_tags" ADD CONSTRAINT "kb_entry_tags_tag_id_kb_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."kb_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_file_resources" ADD CONSTRAINT "kb_file_resources_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_file_resources" ADD CONSTRAINT "kb_file_resources_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_tags" ADD CONSTRAINT "kb_tags_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_suggestions" ADD CONSTRAINT "knowledge_suggestions_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_suggestions" ADD CONSTRAINT "knowledge_suggestions_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_suggestions" ADD CONSTRAINT "knowledge_suggestions_knowledge_entry_id_kb_entries_id_fk" FOREIGN KEY ("knowledge_entry_id") REFERENCES "public"."kb_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_suggestions" ADD CONSTRAINT "knowledge_suggestions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_read_status" ADD CONSTRAINT "news_read_status_news_article_id_news_articles_id_fk" FOREIGN KEY ("news_article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_read_status" ADD CONSTRAINT "news_read_status_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_notifications" ADD CONSTRAINT "escalation_notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_notifications" ADD CONSTRAINT "escalation_notifications_escalation_id_tickets_id_fk" FOREIGN KEY ("escalation_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_onboarding" ADD CONSTRAINT "dealer_onboarding_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_onboarding" ADD CONSTRAINT "dealer_onboarding_program_id_onboarding_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."onboarding_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_step_progress" ADD CONSTRAINT "dealer_step_progress_step_id_onboarding_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."onboarding_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_step_progress" ADD CONSTRAINT "dealer_step_progress_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_step_progress" ADD CONSTRAINT "dealer_step_progress_dealer_onboarding_id_fk" FOREIGN KEY ("dealer_onboarding_id") REFERENCES "public"."dealer_onboarding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_programs" ADD CONSTRAINT "onboarding_programs_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_steps" ADD CONSTRAINT "onboarding_steps_program_id_onboarding_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."onboarding_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assigned_to_user_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_created_at_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "bots_is_active_name_idx" ON "bots" USING btree ("is_active","name");--> statement-breakpoint
CREATE INDEX "bots_created_at_idx" ON "bots" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "training_sessions_bot_id_created_at_idx" ON "training_sessions" USING btree ("bot_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "training_sessions_trainer_id_idx" ON "training_sessions" USING btree ("trainer_id");--> statement-breakpoint
CREATE INDEX "chat_feedback_message_id_idx" ON "chat_feedback" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chat_feedback_session_id_idx" ON "chat_feedback" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "chat_feedback_created_at_idx" ON "chat_feedback" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_session_id_created_at_idx" ON "chat_messages" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_sessions_user_bot_updated_at_idx" ON "chat_sessions" USING btree ("user_id","bot_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_sessions_bot_updated_at_idx" ON "chat_sessions" USING btree ("bot_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_sessions_status_idx" ON "chat_sessions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "chat_typing_indicators_user_id_idx" ON "chat_typing_indicators" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_equipment_serial_number_key" ON "dealer_equipment" USING btree (lower("serial_number"));--> statement-breakpoint
CREATE INDEX "dealer_equipment_dealer_id_idx" ON "dealer_equipment" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "dealer_equipment_created_at_idx" ON "dealer_equipment" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_dealer_code_key" ON "dealers" USING btree (lower("dealer_code"));--> statement-breakpoint
CREATE INDEX "dealers_status_idx" ON "dealers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dealers_country_city_idx" ON "dealers" USING btree ("country","city");--> statement-breakpoint
CREATE INDEX "dealers_created_at_idx" ON "dealers" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dealer_users_dealer_id_idx" ON "dealer_users" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "employee_invitations_email_idx" ON "employee_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "employee_invitations_dealer_id_idx" ON "employee_invitations" USING btree ("dealer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_to_created_idx" ON "mail_outbox" USING btree (lower("to_address"),"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "bot_knowledge_bases_bot_id_idx" ON "bot_knowledge_bases" USING btree ("bot_id");--> statement-breakpoint
CREATE INDEX "kb_entries_bot_id_status_idx" ON "kb_entries" USING btree ("bot_id","status");--> statement-breakpoint
CREATE INDEX "kb_entries_updated_at_idx" ON "kb_entries" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kb_entries_knowledge_base_id_idx" ON "kb_entries" USING btree ("knowledge_base_id");--> statement-breakpoint
CREATE INDEX "kb_entries_global_idx" ON "kb_entries" USING btree ("status") WHERE "kb_entries"."scope" = 'global';--> statement-breakpoint
CREATE INDEX "kb_entry_files_file_id_idx" ON "kb_entry_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "kb_entry_tags_tag_id_idx" ON "kb_entry_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_file_resources_file_path_key" ON "kb_file_resources" USING btree ("file_path");--> statement-breakpoint
CREATE INDEX "kb_file_resources_active_created_at_idx" ON "kb_file_resources" USING btree ("is_active","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kb_file_resources_bot_id_idx" ON "kb_file_resources" USING btree ("bot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_tags_name_key" ON "kb_tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "knowledge_suggestions_inbox_idx" ON "knowledge_suggestions" USING btree ("bot_id","status","frequency_count" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_suggestions_pending_question_key" ON "knowledge_suggestions" USING btree ("bot_id","normalized_question") WHERE "knowledge_suggestions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "news_articles_published_idx" ON "news_articles" USING btree ("is_published","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_articles_created_at_idx" ON "news_articles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_articles_category_idx" ON "news_articles" USING btree ("category");--> statement-breakpoint
CREATE INDEX "news_read_status_user_id_idx" ON "news_read_status" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "escalation_notifications_user_id_created_at_idx" ON "escalation_notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "escalation_notifications_unread_idx" ON "escalation_notifications" USING btree ("user_id") WHERE "escalation_notifications"."is_read" = false;--> statement-breakpoint
CREATE INDEX "escalation_notifications_escalation_id_idx" ON "escalation_notifications" USING btree ("escalation_id");--> statement-breakpoint
CREATE INDEX "dealer_onboarding_program_id_idx" ON "dealer_onboarding" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "dealer_onboarding_open_created_at_idx" ON "dealer_onboarding" USING btree ("created_at" DESC NULLS LAST) WHERE "dealer_onboarding"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "dealer_step_progress_step_id_idx" ON "dealer_step_progress" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "dealer_step_progress_status_updated_at_idx" ON "dealer_step_progress" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "onboarding_programs_created_at_idx" ON "onboarding_programs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "onboarding_programs_is_active_idx" ON "onboarding_programs" USING btree ("is_active","name");--> statement-breakpoint
CREATE INDEX "onboarding_steps_program_id_step_order_idx" ON "onboarding_steps" USING btree ("program_id","step_order");--> statement-breakpoint
CREATE INDEX "tickets_status_created_at_idx" ON "tickets" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_user_id_created_at_idx" ON "tickets" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_assigned_to_idx" ON "tickets" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "tickets_session_id_idx" ON "tickets" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "tickets_bot_id_created_at_idx" ON "tickets" USING btree ("bot_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_dealer_id_created_at_idx" ON "tickets" USING btree ("dealer_id","created_at" DESC NULLS LAST);