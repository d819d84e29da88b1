CREATE TABLE "email_confirmations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"country" text DEFAULT 'Other' NOT NULL,
	"usercategory" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile_picture" jsonb,
	"about" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"qualification" text DEFAULT '' NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"calendly" text DEFAULT '' NOT NULL,
	"linked_in" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"avg_rating" real DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_key" UNIQUE("email"),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" uuid NOT NULL,
	"followed_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_pkey" PRIMARY KEY("follower_id","followed_id")
);
--> statement-breakpoint
CREATE TABLE "disciplines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "disciplines_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_name" text NOT NULL,
	"institution_type" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"admins" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"profile_picture" jsonb,
	"specialities" text[] DEFAULT '{}'::text[] NOT NULL,
	"country" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"postalcode" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"avg_rating" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_id_users_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_confirmations_user_idx" ON "email_confirmations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_first_category_idx" ON "users" USING btree (("usercategory"[1]),"created_at");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("firstname" || ' ' || "lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "follows_followed_idx" ON "follows" USING btree ("followed_id","created_at");--> statement-breakpoint
CREATE INDEX "institutions_admins_idx" ON "institutions" USING gin ("admins");--> statement-breakpoint
CREATE INDEX "institutions_created_at_idx" ON "institutions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "institutions_name_trgm_idx" ON "institutions" USING gin (lower("institution_name") gin_trgm_ops);