-- The transactions page's totals (sum and count per currency, type and status over every row the filters match) read
-- from the outlet's index alone: the same key, with the four columns the totals add up carried in it. A year into Host
-- an outlet's 8,573 transactions took 9.7 ms from the heap, 5.7 ms from the index (docs/decisions/037-reads-that-do-not-grow.md).
DROP INDEX IF EXISTS "transactions_outlet_created";--> statement-breakpoint
CREATE INDEX "transactions_outlet_created" ON "transactions" USING btree ("outlet_id","created_at") INCLUDE ("currency","type","status","amount");
