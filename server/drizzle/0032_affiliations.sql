CREATE TABLE "affiliation_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"invited_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "affiliation_invitations_status_known" CHECK ("affiliation_invitations"."status" in ('pending', 'accepted', 'rejected', 'revoked', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "affiliations" (
	"institution_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"affiliate_type" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliations_institution_id_user_id_affiliate_type_pk" PRIMARY KEY("institution_id","user_id","affiliate_type"),
	CONSTRAINT "affiliations_type_known" CHECK ("affiliations"."affiliate_type" in ('mentor', 'learner'))
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"sent_by" uuid,
	"topic" text NOT NULL,
	"link" text NOT NULL,
	"description" text NOT NULL,
	"audience" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_audience_known" CHECK ("surveys"."audience" in ('mentors', 'learners'))
);
--> statement-breakpoint
ALTER TABLE "affiliation_invitations" ADD CONSTRAINT "affiliation_invitations_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliation_invitations" ADD CONSTRAINT "affiliation_invitations_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliation_invitations" ADD CONSTRAINT "affiliation_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliations" ADD CONSTRAINT "affiliations_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliations" ADD CONSTRAINT "affiliations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliation_invitations_pending_key" ON "affiliation_invitations" USING btree ("institution_id","mentor_id") WHERE "affiliation_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "affiliation_invitations_mentor_idx" ON "affiliation_invitations" USING btree ("mentor_id","status");--> statement-breakpoint
CREATE INDEX "affiliation_invitations_institution_idx" ON "affiliation_invitations" USING btree ("institution_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliations_list_idx" ON "affiliations" USING btree ("institution_id","affiliate_type","created_at");--> statement-breakpoint
CREATE INDEX "affiliations_user_idx" ON "affiliations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "surveys_institution_idx" ON "surveys" USING btree ("institution_id","created_at");