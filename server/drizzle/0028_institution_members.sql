CREATE TABLE "institution_learners" (
	"institution_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_learners_institution_id_learner_id_pk" PRIMARY KEY("institution_id","learner_id")
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "link_facebook" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "link_twitter" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "link_linkedin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "member_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_learners" ADD CONSTRAINT "institution_learners_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_learners" ADD CONSTRAINT "institution_learners_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_learners_list_idx" ON "institution_learners" USING btree ("institution_id","joined_at");--> statement-breakpoint
CREATE INDEX "institution_learners_learner_idx" ON "institution_learners" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "institutions_country_created_idx" ON "institutions" USING btree ("country","created_at");--> statement-breakpoint
-- Ratings given before the count was kept on the row.
UPDATE "institutions" SET "rating_count" = (SELECT count(*) FROM "ratings" WHERE "ratings"."kind" = 'institution' AND "ratings"."item_id" = "institutions"."id"::text);
