DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "kb_entries_updated_at_idx";--> statement-breakpoint
DROP INDEX "tickets_status_created_at_idx";--> statement-breakpoint
DROP INDEX "tickets_bot_id_created_at_idx";--> statement-breakpoint
DROP INDEX "tickets_dealer_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "chat_sessions_created_at_idx" ON "chat_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "documents_live_created_at_idx" ON "documents" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_reviewed_at_idx" ON "documents" USING btree ("reviewed_at") WHERE "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "kb_entries_bot_id_updated_at_idx" ON "kb_entries" USING btree ("bot_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "kb_entries_id_text_idx" ON "kb_entries" USING btree (("id"::text));--> statement-breakpoint
CREATE INDEX "tickets_created_at_idx" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_resolved_at_idx" ON "tickets" USING btree ("resolved_at") WHERE "tickets"."resolved_at" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "kb_entries_updated_at_idx" ON "kb_entries" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "tickets_status_created_at_idx" ON "tickets" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_bot_id_created_at_idx" ON "tickets" USING btree ("bot_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_dealer_id_created_at_idx" ON "tickets" USING btree ("dealer_id","created_at","id");