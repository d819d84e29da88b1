-- Phones first (issue 33): verified numbers, the SMS outbox and its daily budget, STOP replies;
-- claims keep HMACs of the device and address they came from, and a first approval of large ones.
CREATE TABLE "phones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"number" text NOT NULL,
	"verified_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone,
	"code_sends" integer DEFAULT 0 NOT NULL,
	"code_sends_day" date,
	"time_zone" text DEFAULT 'Africa/Kampala' NOT NULL,
	"sms_stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phones" ADD CONSTRAINT "phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phones_user_number_key" ON "phones" USING btree ("user_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "phones_verified_number_key" ON "phones" USING btree ("number") WHERE "phones"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "phones_number_idx" ON "phones" USING btree ("number");--> statement-breakpoint
CREATE TABLE "sms_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "sms_preferences" ADD CONSTRAINT "sms_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"phone" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"segments" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"time_zone" text DEFAULT 'Africa/Kampala' NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"dedupe_key" text,
	"provider_ref" text,
	"cost" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_messages_status_check" CHECK ("sms_messages"."status" in ('queued', 'sending', 'sent', 'failed', 'skipped', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_dedupe_key" ON "sms_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "sms_messages_due_idx" ON "sms_messages" USING btree ("not_before","id") WHERE "sms_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "sms_messages_user_idx" ON "sms_messages" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "sms_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_inbound" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"action" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "ip_hash" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "first_approved_by" uuid;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_first_approved_by_users_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "claims_phone_created_idx" ON "claims" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "claims_device_idx" ON "claims" USING btree ("device_hash");--> statement-breakpoint
CREATE INDEX "claims_ip_idx" ON "claims" USING btree ("ip_hash");
