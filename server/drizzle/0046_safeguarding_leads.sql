-- Institutions' safeguarding leads (issue 32): they get young people's concerns first.
CREATE TABLE "safeguarding_leads" (
	"institution_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safeguarding_leads_institution_id_user_id_pk" PRIMARY KEY("institution_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "safeguarding_leads" ADD CONSTRAINT "safeguarding_leads_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "safeguarding_leads" ADD CONSTRAINT "safeguarding_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "safeguarding_leads" ADD CONSTRAINT "safeguarding_leads_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "safeguarding_leads_user_idx" ON "safeguarding_leads" USING btree ("user_id");
