CREATE TABLE "equipment_maintenance_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"equipment_id" uuid NOT NULL,
	"interval_days" integer NOT NULL,
	"last_service_date" date,
	"next_due_date" date NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_maintenance_plans_equipment_id_unique" UNIQUE("equipment_id"),
	CONSTRAINT "equipment_maintenance_plans_interval_days_check" CHECK ("equipment_maintenance_plans"."interval_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "equipment_service_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"equipment_id" uuid NOT NULL,
	"service_date" date NOT NULL,
	"description" text NOT NULL,
	"performed_by" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_service_entries_description_check" CHECK (btrim("equipment_service_entries"."description") <> '')
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "dealer_id" uuid;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "equipment_maintenance_plans" ADD CONSTRAINT "equipment_maintenance_plans_equipment_id_dealer_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."dealer_equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_service_entries" ADD CONSTRAINT "equipment_service_entries_equipment_id_dealer_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."dealer_equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_service_entries" ADD CONSTRAINT "equipment_service_entries_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_maintenance_plans_next_due_date_idx" ON "equipment_maintenance_plans" USING btree ("next_due_date");--> statement-breakpoint
CREATE INDEX "equipment_service_entries_equipment_id_service_date_idx" ON "equipment_service_entries" USING btree ("equipment_id","service_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "equipment_service_entries_created_at_idx" ON "equipment_service_entries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_dealer_id_created_at_idx" ON "audit_log" USING btree ("dealer_id","created_at" DESC NULLS LAST);