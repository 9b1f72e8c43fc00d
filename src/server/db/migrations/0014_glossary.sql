CREATE TABLE "glossary_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bot_id" uuid,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "glossary_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"term" text NOT NULL,
	"language_code" text DEFAULT 'any' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "glossary_terms_term_check" CHECK (btrim("glossary_terms"."term") <> ''),
	CONSTRAINT "glossary_terms_language_code_check" CHECK ("glossary_terms"."language_code" in ('en', 'no', 'sv', 'da', 'de', 'fr', 'es', 'any'))
);
--> statement-breakpoint
ALTER TABLE "glossary_groups" ADD CONSTRAINT "glossary_groups_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossary_groups" ADD CONSTRAINT "glossary_groups_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossary_terms" ADD CONSTRAINT "glossary_terms_group_id_glossary_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."glossary_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "glossary_groups_bot_id_idx" ON "glossary_groups" USING btree ("bot_id");--> statement-breakpoint
CREATE INDEX "glossary_groups_global_idx" ON "glossary_groups" USING btree ("created_at") WHERE "glossary_groups"."bot_id" is null;--> statement-breakpoint
CREATE INDEX "glossary_terms_group_id_idx" ON "glossary_terms" USING btree ("group_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_terms_group_term_key" ON "glossary_terms" USING btree ("group_id",lower("term"),"language_code");