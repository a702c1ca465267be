import type { Detection } from '@console/domain/sensor/capture-image.schema';
import sharp from 'sharp';

/** The demo traps' camera: a board photographed from above, 4:3. */
const WIDTH = 1024;
const HEIGHT = 768;

/** A small deterministic generator (mulberry32), so a demo night draws the same picture every time. */
const randomFrom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** One drawn slug and the box a model would put around it. */
const slug = (random: () => number): { shape: string; box: Detection } => {
  const adult = random() < 0.6;
  const length = adult ? 70 + random() * 40 : 30 + random() * 20;
  const width = length * 0.38;
  const cx = 80 + random() * (WIDTH - 160);
  const cy = 80 + random() * (HEIGHT - 160);
  const angle = Math.round(random() * 180);
  const reach = length / 2 + 6;
  const shape =
    `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${(length / 2).toFixed(0)}" ry="${(width / 2).toFixed(0)}" ` +
    `fill="${adult ? '#4a3a2a' : '#7a6248'}" transform="rotate(${angle} ${cx.toFixed(0)} ${cy.toFixed(0)})"/>`;
  return {
    shape,
    box: {
      x: Math.round(cx - reach),
      y: Math.round(cy - reach),
      w: Math.round(reach * 2),
      h: Math.round(reach * 2),
      class: adult ? 'adult' : 'juvenile',
      confidence: Math.round((0.55 + random() * 0.44) * 100) / 100,
    },
  };
};

/**
 * A picture of a trap's board with `slugs` drawn on it, and the boxes of the model that counted them: the demo's and
 * the simulator's photos, and the tests' uploads. `muddy` smears the board, as a trap covered in mud shows it.
 */
export const drawBoardPicture = async ({
  slugs,
  seed,
  muddy = false,
}: {
  slugs: number;
  seed: number;
  muddy?: boolean;
}): Promise<{ jpeg: Buffer; detections: Detection[] }> => {
  const random = randomFrom(seed);
  const drawn = Array.from({ length: slugs }, () => slug(random));
  const grid = Array.from({ length: 7 }, (_, i) => {
    const x = ((i + 1) * WIDTH) / 8;
    const y = ((i + 1) * HEIGHT) / 8;
    return `<line x1="${x}" y1="0" x2="${x}" y2="${HEIGHT}"/><line x1="0" y1="${y}" x2="${WIDTH}" y2="${y}"/>`;
  }).join('');
  const mud = muddy
    ? `<ellipse cx="${WIDTH * 0.6}" cy="${HEIGHT * 0.45}" rx="360" ry="250" fill="#5b4630" opacity="0.8"/>`
    : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#d9cfb8"/>` +
    `<g stroke="#b8ab8f" stroke-width="3">${grid}</g>${mud}${drawn.map((item) => item.shape).join('')}</svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return { jpeg, detections: drawn.map((item) => item.box) };
};
