DROP INDEX "sales_customer_sold_at_idx";--> statement-breakpoint
DROP INDEX "subscriptions_customer_idx";--> statement-breakpoint
CREATE INDEX "sales_customer_sold_at_idx" ON "sales" USING btree ("customer_id","sold_at","type","amount_cents","id");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("customer_id","id");