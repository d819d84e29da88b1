-- Insights (issue 34): who was active on which day, and the dashboards' daily figures.
CREATE TABLE "activity_days" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "activity_days_pkey" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "insight_figures" (
	"scope" text NOT NULL,
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"dim" text DEFAULT '' NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "insight_figures_pkey" PRIMARY KEY("scope","metric","day","dim")
);
--> statement-breakpoint
CREATE TABLE "insight_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL,
	"complete" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_days_user_idx" ON "activity_days" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "insight_figures_day_idx" ON "insight_figures" USING btree ("day");
