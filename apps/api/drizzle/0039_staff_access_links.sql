CREATE TABLE "staff_access_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"staff_id" integer,
	"totp_secret_sealed" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_access_links_kind_check" CHECK ("staff_access_links"."kind" in ('invitation', 'authenticator-reset', 'password-reset')),
	CONSTRAINT "staff_access_links_target_check" CHECK (("staff_access_links"."kind" = 'invitation') = ("staff_access_links"."staff_id" is null) and ("staff_access_links"."kind" = 'invitation') = ("staff_access_links"."role" is not null)),
	CONSTRAINT "staff_access_links_secret_check" CHECK (("staff_access_links"."kind" = 'password-reset') = ("staff_access_links"."totp_secret_sealed" is null))
);
--> statement-breakpoint
ALTER TABLE "staff_access_links" ADD CONSTRAINT "staff_access_links_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_access_links" ADD CONSTRAINT "staff_access_links_created_by_staff_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_access_links_token_unique" ON "staff_access_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_access_links_open_invitation_unique" ON "staff_access_links" USING btree (lower("email")) WHERE "staff_access_links"."kind" = 'invitation' and "staff_access_links"."used_at" is null and "staff_access_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "staff_access_links_staff_idx" ON "staff_access_links" USING btree ("staff_id","kind");