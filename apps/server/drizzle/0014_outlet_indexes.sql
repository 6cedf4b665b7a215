CREATE INDEX "areas_outlet" ON "areas" USING btree ("outlet_id");--> statement-breakpoint
CREATE INDEX "block_out_days_outlet_date" ON "block_out_days" USING btree ("outlet_id","date");--> statement-breakpoint
CREATE INDEX "service_timings_outlet" ON "service_timings" USING btree ("outlet_id");--> statement-breakpoint
CREATE INDEX "table_combinations_outlet" ON "table_combinations" USING btree ("outlet_id");