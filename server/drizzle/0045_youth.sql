-- Young learners (issue 32): dates of birth and guardians' consent, and words held for a
-- safeguarding review (a chat message held shows to its author only).
CREATE TABLE "held_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"thing_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"words" text NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision" text
);
--> statement-breakpoint
CREATE TABLE "learner_ages" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"birth_date" date NOT NULL,
	"adult_on" date NOT NULL,
	"guardian_email" text,
	"consent_token_hash" text,
	"consent_asked_at" timestamp with time zone,
	"consent_given_at" timestamp with time zone,
	"consent_by" text,
	"consent_institution_id" uuid,
	"consent_recorded_by" uuid,
	"consent_withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_ages_consent_by_known" CHECK ("learner_ages"."consent_by" is null or "learner_ages"."consent_by" in ('guardian', 'institution'))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "held_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "held_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "held_messages" ADD CONSTRAINT "held_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "held_messages" ADD CONSTRAINT "held_messages_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learner_ages" ADD CONSTRAINT "learner_ages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learner_ages" ADD CONSTRAINT "learner_ages_consent_institution_id_institutions_id_fk" FOREIGN KEY ("consent_institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learner_ages" ADD CONSTRAINT "learner_ages_consent_recorded_by_users_id_fk" FOREIGN KEY ("consent_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "held_messages_open_idx" ON "held_messages" USING btree ("held_at") WHERE "held_messages"."decided_at" is null;
--> statement-breakpoint
CREATE INDEX "held_messages_thing_idx" ON "held_messages" USING btree ("kind","thing_id");
--> statement-breakpoint
CREATE INDEX "learner_ages_adult_on_idx" ON "learner_ages" USING btree ("adult_on");
--> statement-breakpoint
CREATE INDEX "learner_ages_consent_token_idx" ON "learner_ages" USING btree ("consent_token_hash");
