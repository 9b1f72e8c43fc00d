ALTER TABLE "bots" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "onboarding_programs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "onboarding_steps" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_language_check" CHECK ("bots"."language" in ('no', 'sv', 'en', 'da', 'de', 'fr', 'es'));--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_translations_check" CHECK (jsonb_typeof("bots"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_language_check" CHECK ("news_articles"."language" in ('no', 'sv', 'en', 'da', 'de', 'fr', 'es'));--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_translations_check" CHECK (jsonb_typeof("news_articles"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "onboarding_programs" ADD CONSTRAINT "onboarding_programs_translations_check" CHECK (jsonb_typeof("onboarding_programs"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "onboarding_steps" ADD CONSTRAINT "onboarding_steps_translations_check" CHECK (jsonb_typeof("onboarding_steps"."translations") = 'object');