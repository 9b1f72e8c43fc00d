-- Issue 12: rate-limit counters shared by every app instance (lib/rate-limiter.ts). UNLOGGED (added
-- by hand; drizzle-kit has no notation for it): every request that is limited writes a row, and the
-- counters are not worth the write-ahead log. A crash or a failover to a standby empties the table,
-- which only restarts the current windows.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_window_ends_idx" ON "rate_limits" USING btree ("window_ends");
