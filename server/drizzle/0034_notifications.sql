CREATE TABLE "notification_actors" (
	"notification_id" uuid NOT NULL,
	"actor_key" text NOT NULL,
	CONSTRAINT "notification_actors_notification_id_actor_key_pk" PRIMARY KEY("notification_id","actor_key")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" text NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_preferences_email_known" CHECK ("notification_preferences"."email" in ('instant', 'daily', 'weekly', 'never'))
);
--> statement-breakpoint
CREATE TABLE "notification_sources" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_title" text DEFAULT '' NOT NULL,
	"subject_state" text,
	"link" text NOT NULL,
	"actor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"actor_count" integer DEFAULT 0 NOT NULL,
	"in_app" boolean DEFAULT true NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_preferences_digest_idx" ON "notification_preferences" USING btree ("email","user_id") WHERE "notification_preferences"."email" in ('daily', 'weekly');--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_open_key" ON "notifications" USING btree ("recipient_id","kind","subject_kind","subject_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_mine_idx" ON "notifications" USING btree ("recipient_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "notifications"."in_app";--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id","updated_at" DESC NULLS LAST) WHERE "notifications"."read_at" is null and "notifications"."in_app";--> statement-breakpoint
CREATE INDEX "notifications_read_idx" ON "notifications" USING btree ("read_at") WHERE "notifications"."read_at" is not null;