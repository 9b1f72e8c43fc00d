ALTER TABLE "mail_outbox" ADD COLUMN "sealed_link" text;--> statement-breakpoint
-- Issue 32: mail stored before links were hidden loses its links (sign-in, confirmation, invitation).
UPDATE "mail_outbox" SET "text_body" = regexp_replace("text_body", 'https?://[^\s"<]+', '[link hidden: only the recipient can see it]', 'g'), "html_body" = regexp_replace("html_body", 'https?://[^\s"<]+', '[link hidden: only the recipient can see it]', 'g') WHERE "kind" IN ('magic_link', 'email_verification', 'invitation');
--> statement-breakpoint
-- Issue 32: invitation tokens are kept as their SHA-256 (hex), like the service now writes them.
UPDATE "employee_invitations" SET "invitation_token" = encode(sha256(convert_to("invitation_token", 'UTF8')), 'hex') WHERE "invitation_token" !~ '^[0-9a-f]{64}$';
