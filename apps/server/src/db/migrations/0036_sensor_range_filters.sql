CREATE INDEX "sensors_battery_voltage_idx" ON "sensors" USING btree ("battery_voltage");--> statement-breakpoint
CREATE INDEX "sensors_usb_fill_rate_idx" ON "sensors" USING btree ("usb_fill_rate");