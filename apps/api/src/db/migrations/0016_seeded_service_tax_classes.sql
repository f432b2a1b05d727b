-- The catalogue seeded before tax classes existed: each seeded service gets the class the seed now
-- gives it (decision 020), unless an admin already chose one. Services an admin created keep the default.
UPDATE "services" SET "tax_class" = 'commercial_building_cleaning' WHERE "slug" = 'office-cleaning' AND "tax_class" = 'residential_real_property';--> statement-breakpoint
UPDATE "services" SET "tax_class" = 'moving' WHERE "slug" = 'moving-helpmovers' AND "tax_class" = 'residential_real_property';--> statement-breakpoint
UPDATE "services" SET "tax_class" = 'service_to_goods' WHERE "slug" IN ('furniture-assembly', 'tv-mounting') AND "tax_class" = 'residential_real_property';--> statement-breakpoint
UPDATE "services" SET "tax_class" = 'plumbing_heating_electrical' WHERE "slug" IN ('leak-repair', 'drain-unclogging', 'other-plumbing-services') AND "tax_class" = 'residential_real_property';--> statement-breakpoint
UPDATE "services" SET "tax_class" = 'real_property_repair' WHERE "slug" = 'handyman-services' AND "tax_class" = 'residential_real_property';
