ALTER TABLE "tickets" DROP CONSTRAINT "tickets_status_check";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tickets_status_due_at_idx" ON "tickets" USING btree ("status","due_at");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('open', 'in_progress', 'waiting', 'resolved', 'closed'));--> statement-breakpoint
-- Decision 045: tickets not finished are due by the default SLA targets (low 72 h, medium 24 h, high 8 h, urgent 4 h) until an administrator saves others.
UPDATE "tickets" SET "due_at" = "created_at" + make_interval(hours => CASE "priority" WHEN 'low' THEN 72 WHEN 'medium' THEN 24 WHEN 'high' THEN 8 ELSE 4 END) WHERE "status" NOT IN ('resolved', 'closed');
