-- Hand-written, data only: baits launched since the sources of migrations 0022 and 0024 were published, and one whose
-- composition was then unknown (decision 111). Doses and holders no source gave are inferred as decision 111 lists
-- them, to be checked. A row staff already hold is left as it is.
INSERT INTO "anti_slug_products"
	("slug", "name", "active_ingredient", "manufacturer", "formulation", "authorised_dose", "dosage_unit", "countries")
VALUES
	('pixxela', 'Pixxela', 'ferric_phosphate', 'Certis Belchim', 'RB', 5, 'kg/ha', '{FR}'),
	('seedmixx', 'Seedmixx', 'ferric_phosphate', 'Certis Belchim', 'RB', 7, 'kg/ha', '{FR}'),
	('fennec-hightech', 'Fennec HighTech', 'ferric_phosphate', 'Phyteurop', 'RB', 7, 'kg/ha', '{FR}'),
	('ironclad', 'Ironclad', 'ferric_phosphate', 'Doff Portland', 'RB', 7, 'kg/ha', '{UK}'),
	('transcend', 'Transcend', 'metaldehyde', 'Imtrade', 'RB', 5, 'kg/ha', '{AU}')
ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
-- Metarex INOV is also applied by Australian growers, broadacre crops included: Australia is added to its countries,
-- once.
UPDATE "anti_slug_products"
SET "countries" = array_append("countries", 'AU')
WHERE "slug" = 'metarex-inov' AND NOT ('AU' = ANY ("countries"));
