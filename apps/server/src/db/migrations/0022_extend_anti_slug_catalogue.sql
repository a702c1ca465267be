ALTER TABLE "anti_slug_products" ADD COLUMN "formulation" text DEFAULT 'RB' NOT NULL;--> statement-breakpoint
ALTER TABLE "anti_slug_products" ADD COLUMN "authorised_dose" real;--> statement-breakpoint
ALTER TABLE "anti_slug_products" ADD COLUMN "countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "anti_slug_products" ADD CONSTRAINT "anti_slug_products_authorised_dose_check" CHECK ("anti_slug_products"."authorised_dose" > 0);--> statement-breakpoint
-- Hand-written: the catalogue as the public registers and labels give it (decision 110). Products already seeded by
-- migration 0005 keep their slug and get their new columns; metaldehyde is authorised nowhere in the UK since
-- 31 March 2022.
INSERT INTO "anti_slug_products"
	("slug", "name", "active_ingredient", "manufacturer", "formulation", "authorised_dose", "dosage_unit", "countries")
VALUES
	('sluxx-hp', 'Sluxx HP', 'ferric_phosphate', 'De Sangosse', 'RB', 7, 'kg/ha', '{FR,DE,ES,UK}'),
	('ironmax-pro', 'Ironmax Pro', 'ferric_phosphate', 'De Sangosse', 'RB', 7, 'kg/ha', '{FR,DE,ES,UK}'),
	('ironmax-mg', 'Ironmax MG', 'ferric_phosphate', 'De Sangosse', 'RB', 7, 'kg/ha', '{FR}'),
	('nova-sluxx', 'Nova Sluxx', 'ferric_phosphate', 'De Sangosse', 'RB', 5, 'kg/ha', '{FR}'),
	('metarex-inov', 'Metarex INOV', 'metaldehyde', 'De Sangosse', 'RB', 5, 'kg/ha', '{FR,DE,ES}'),
	('metarex-duo', 'Metarex Duo', 'metaldehyde', 'De Sangosse', 'RB', 5, 'kg/ha', '{FR}'),
	('metarex', 'Metarex', 'metaldehyde', 'De Sangosse', 'RB', 5, 'kg/ha', '{DE}'),
	('allowin-quantum', 'Allowin Quantum', 'ferric_phosphate', 'Certis Belchim', 'RB', 7, 'kg/ha', '{FR}'),
	('derrex', 'Derrex', 'ferric_phosphate', 'Certis Belchim', 'RB', 7, 'kg/ha', '{UK}'),
	('ferramol', 'Ferramol', 'ferric_phosphate', 'W. Neudorff', 'RB', 50, 'kg/ha', '{FR,DE,ES,UK}'),
	('sluggo', 'Sluggo', 'ferric_phosphate', 'W. Neudorff', 'RB', 50, 'kg/ha', '{FR}'),
	('sluxx', 'Sluxx', 'ferric_phosphate', 'W. Neudorff', 'RB', 7, 'kg/ha', '{DE,UK}'),
	('ferrex', 'Ferrex', 'ferric_phosphate', 'Sipcam', 'RB', 6, 'kg/ha', '{DE,UK}'),
	('axcela', 'Axcela', 'metaldehyde', 'Arxada', 'RB', 7, 'kg/ha', '{FR,DE}'),
	('metapads', 'Metapads', 'metaldehyde', 'Arxada', 'RB', 4, 'kg/ha', '{FR}'),
	('extralugec-granules-techno', 'Extralugec Granulés Techn''O', 'metaldehyde', 'Arxada', 'RB', 5, 'kg/ha', '{FR}'),
	('genesis-techno', 'Genesis Techn''O', 'metaldehyde', 'Arxada', 'RB', 3.75, 'kg/ha', '{FR}'),
	('limares-techno', 'Limares Techno', 'metaldehyde', 'Arxada', 'RB', 7, 'kg/ha', '{DE}'),
	('delicia-lentilles-antilimaces', 'Delicia Lentilles Antilimaces', 'metaldehyde', 'Detia Freyberg', 'RB', 3, 'kg/ha', '{FR}'),
	('delicia-schnecken-linsen', 'Delicia Schnecken-Linsen', 'metaldehyde', 'Detia Freyberg', 'RB', 3, 'kg/ha', '{DE}'),
	('schneckenkorn-spiess-urania', 'Schneckenkorn Spiess-Urania', 'metaldehyde', 'Spiess-Urania', 'RB', 5, 'kg/ha', '{DE}'),
	('schneckenkorn-spiess-urania-g2', 'Schneckenkorn Spiess-Urania G2', 'metaldehyde', 'Spiess-Urania', 'RB', 5, 'kg/ha', '{DE}'),
	('patrol-metapads-g2', 'Patrol MetaPads G2', 'metaldehyde', 'Frowein', 'RB', 4, 'kg/ha', '{DE}'),
	('metarex-agnova', 'Metarex Snail and Slug Bait', 'metaldehyde', 'AgNova Technologies', 'RB', 5, 'kg/ha', '{AU}'),
	('metakill', 'Metakill', 'metaldehyde', 'Imtrade', 'RB', 5, 'kg/ha', '{AU}')
ON CONFLICT ("slug") DO UPDATE SET
	"name" = excluded."name",
	"active_ingredient" = excluded."active_ingredient",
	"manufacturer" = excluded."manufacturer",
	"formulation" = excluded."formulation",
	"authorised_dose" = excluded."authorised_dose",
	"countries" = excluded."countries";
