DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "kb_entries_updated_at_idx";--> statement-breakpoint
CREATE INDEX "chat_sessions_created_at_idx" ON "chat_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "documents_live_created_at_idx" ON "documents" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_reviewed_at_idx" ON "documents" USING btree ("reviewed_at") WHERE "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "kb_entries_bot_id_updated_at_idx" ON "kb_entries" USING btree ("bot_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "kb_entries_updated_at_idx" ON "kb_entries" USING btree ("updated_at","id");