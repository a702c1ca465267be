import type { Country, PostalAddress } from '@console/domain/address/postal-address.schema';

/** A real commune, with its centre's coordinates (WGS 84), rounded to about a hundred metres. */
export type DemoCommune = { country: Country; postalCode: string; city: string; lat: number; long: number };

const commune = (country: Country, postalCode: string, city: string, lat: number, long: number): DemoCommune => ({
  country,
  postalCode,
  city,
  lat,
  long,
});

/** Every commune the demo's addresses name. */
export const DEMO_COMMUNES = {
  villeneuveSurLot: commune('FR', '47300', 'Villeneuve-sur-Lot', 44.408, 0.705),
  montauban: commune('FR', '82000', 'Montauban', 44.018, 1.355),
  toulouse: commune('FR', '31000', 'Toulouse', 43.605, 1.444),
  pontDuCasse: commune('FR', '47480', 'Pont-du-Casse', 44.229, 0.679),
  agen: commune('FR', '47000', 'Agen', 44.203, 0.616),
  kassel: commune('DE', '34117', 'Kassel', 51.313, 9.48),
  goettingen: commune('DE', '37073', 'Göttingen', 51.541, 9.916),
  fulda: commune('DE', '36037', 'Fulda', 50.556, 9.681),
  valladolid: commune('ES', '47001', 'Valladolid', 41.652, -4.725),
  palencia: commune('ES', '34001', 'Palencia', 42.01, -4.529),
  zamora: commune('ES', '49001', 'Zamora', 41.504, -5.745),
  cambridge: commune('UK', 'CB1 2AB', 'Cambridge', 52.205, 0.122),
  peterborough: commune('UK', 'PE1 1AA', 'Peterborough', 52.57, -0.241),
  ipswich: commune('UK', 'IP1 1AA', 'Ipswich', 52.057, 1.148),
  murrayBridge: commune('AU', '5253', 'Murray Bridge', -35.12, 139.274),
  langhorneCreek: commune('AU', '5255', 'Langhorne Creek', -35.297, 139.045),
  tailemBend: commune('AU', '5260', 'Tailem Bend', -35.254, 139.455),
  adelaide: commune('AU', '5000', 'Adelaide', -34.929, 138.601),
} as const satisfies Record<string, DemoCommune>;

const C = DEMO_COMMUNES;

/**
 * Where each demo account is: its address's first line, and the communes where it keeps its sensors and fields, the
 * first holding its address. A farm's fields stand within a few kilometres of the commune their address names.
 */
const ACCOUNT_PLACES: Record<string, { firstLine: string; communes: readonly [DemoCommune, ...DemoCommune[]] }> = {
  'De Sangosse': { firstLine: 'Bonnel', communes: [C.pontDuCasse] },
  'Agri Distribution Demo': { firstLine: '12 avenue des Silos', communes: [C.toulouse] },
  'Agri Supply Australia': { firstLine: '4 Harvest Road', communes: [C.adelaide] },
  'Ferme des Demo': { firstLine: 'Lieu-dit La Borde', communes: [C.villeneuveSurLot] },
  'Ferme du Nouveau': { firstLine: 'Chemin des Crêtes', communes: [C.montauban] },
  'Hof Demo': { firstLine: 'Feldweg 3', communes: [C.kassel, C.goettingen, C.fulda] },
  'Granja Demo': { firstLine: 'Camino de la Vega 4', communes: [C.valladolid, C.palencia, C.zamora] },
  'Demo Farm Ltd': { firstLine: 'Mill Lane Farm', communes: [C.cambridge, C.peterborough, C.ipswich] },
  'Outback Demo Station': { firstLine: '12 Station Road', communes: [C.murrayBridge, C.langhorneCreek, C.tailemBend] },
};

const placeOf = (account: string) => {
  const place = ACCOUNT_PLACES[account];
  if (!place) throw new Error(`no demo place for ${account}`);
  return place;
};

export const communesOf = (account: string): readonly DemoCommune[] => placeOf(account).communes;

/** A postal address in `place`. */
export const addressIn = (firstLine: string, place: DemoCommune): PostalAddress => ({
  firstLine,
  postalCode: place.postalCode,
  city: place.city,
  country: place.country,
});

/** The account's postal address, in its first commune. */
export const addressOf = (account: string): PostalAddress => {
  const { firstLine, communes } = placeOf(account);
  return addressIn(firstLine, communes[0]);
};

type Position = { lat: number; long: number };

/** About 5 km either way in latitude; the longitude's span shrinks with it away from the equator. */
const SPREAD_DEGREES = 0.045;

/**
 * A point within about 5 km of the commune's centre, from two draws in [0, 1) of the demo's generator, so the same
 * draws give the same point.
 */
export const pointNear = (place: DemoCommune, latDraw: number, longDraw: number): Position => {
  const longSpread = SPREAD_DEGREES / Math.cos((place.lat * Math.PI) / 180);
  return {
    lat: Number((place.lat + (latDraw - 0.5) * 2 * SPREAD_DEGREES).toFixed(5)),
    long: Number((place.long + (longDraw - 0.5) * 2 * longSpread).toFixed(5)),
  };
};

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine). */
export const distanceKm = (from: Position, to: Position): number => {
  const dLat = radians(to.lat - from.lat);
  const dLong = radians(to.long - from.long);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** The commune among `communes` whose centre is nearest to `position`. */
export const nearestCommune = (communes: readonly DemoCommune[], position: Position): DemoCommune =>
  communes.reduce((best, place) => (distanceKm(place, position) < distanceKm(best, position) ? place : best));
