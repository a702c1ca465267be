-- Hand-written, data only: more real products for the seeded catalogue (decision 111). Holders, active substances and
-- formulation codes come from the public registers' product lists; doses no source gave are those of the product's
-- concentration class and are listed in decision 111 as to be checked. A row staff already hold is left as it is.
INSERT INTO "anti_slug_products"
	("slug", "name", "active_ingredient", "manufacturer", "formulation", "authorised_dose", "dosage_unit", "countries")
VALUES
	('metenal', 'Metenal', 'metaldehyde', 'ADAMA', 'GB', 5, 'kg/ha', '{ES}'),
	('metalixon', 'Metalixon', 'metaldehyde', 'ADAMA', 'GB', 5, 'kg/ha', '{ES}'),
	('babosil-granulado', 'Babosil Granulado', 'metaldehyde', 'ADAMA', 'GB', 5, 'kg/ha', '{ES}'),
	('caraquim', 'Caraquim', 'metaldehyde', 'ADAMA', 'GB', 5, 'kg/ha', '{ES}'),
	('metakey', 'Metakey', 'metaldehyde', 'Sharda', 'GB', 5, 'kg/ha', '{ES}'),
	('cargoluq', 'Cargoluq', 'metaldehyde', 'Sharda', 'GB', 5, 'kg/ha', '{ES}'),
	('cargol-mat', 'Cargol-Mat', 'metaldehyde', 'Sharda', 'GB', 5, 'kg/ha', '{ES}'),
	('carmort', 'Carmort', 'metaldehyde', 'Sharda', 'GB', 5, 'kg/ha', '{ES}'),
	('token-5', 'Token 5', 'metaldehyde', 'Sharda', 'GB', 5, 'kg/ha', '{ES}'),
	('mullo', 'Mullo', 'metaldehyde', 'Sharda', 'GB', 5, 'kg/ha', '{ES}'),
	('aries', 'Aries', 'metaldehyde', 'Sharda', 'GB', 5, 'kg/ha', '{ES}'),
	('carakol', 'Carakol', 'metaldehyde', 'Sharda', 'GB', 5, 'kg/ha', '{ES}'),
	('matacaracoles-lainco', 'Matacaracoles Lainco', 'metaldehyde', 'Sharda', 'GB', 5, 'kg/ha', '{ES}'),
	('luma-gold-5', 'Luma Gold 5', 'metaldehyde', 'Sharda', 'GB', 5, 'kg/ha', '{ES}'),
	('metash-3', 'Metash 3%', 'metaldehyde', 'Sharda', 'GB', 4, 'kg/ha', '{ES}'),
	('limagram', 'Limagram', 'metaldehyde', 'Sipcam', 'RB', 4, 'kg/ha', '{ES}'),
	('limagram-i', 'Limagram-I', 'metaldehyde', 'Sipcam', 'RB', 4, 'kg/ha', '{ES}'),
	('desimo-duo', 'Desimo Duo', 'metaldehyde', 'Arxada', 'RB', 4, 'kg/ha', '{ES}'),
	('daxxos', 'Daxxos', 'ferric_phosphate', 'W. Neudorff', 'RB', 7, 'kg/ha', '{ES}'),
	('gusto-iron', 'Gusto Iron', 'ferric_phosphate', 'ADAMA', 'RB', 7, 'kg/ha', '{UK}'),
	('sluggoff', 'Delicia Sluggoff Lentils', 'metaldehyde', 'Animal Control Technologies', 'RB', 3, 'kg/ha', '{AU}')
ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
-- The Spanish register also lists two products migration 0022 seeded for France and Germany only: Spain is added
-- to their countries, once, and nothing else of the row changes.
UPDATE "anti_slug_products"
SET "countries" = array_append("countries", 'ES')
WHERE "slug" IN ('axcela', 'metarex-duo') AND NOT ('ES' = ANY ("countries"));
