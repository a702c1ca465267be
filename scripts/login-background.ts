/**
 * Renders the sign-in background drawing (apps/web/src/ui/login-background.svg) as WebP files at the widths of spec
 * point 9, which `ui/auth-layout.tsx` offers to the browser through `srcset` (decision 154). The files are committed:
 * run this again after changing the drawing, and commit what it writes.
 *
 *   npm run login-background
 *
 * The output depends only on the drawing and on sharp's pinned version, so two runs write the same bytes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const LOGIN_BACKGROUND_WIDTHS = [480, 720, 960, 1440, 1920] as const;

const UI_FOLDER = path.resolve(import.meta.dirname, '../apps/web/src/ui');
/** The drawing's viewBox width: librsvg renders it at this many pixels at 72 dpi. */
const DRAWING_WIDTH = 1920;
// A flat drawing: quality 70 shows no banding in its gradients and keeps the widest file small.
const WEBP = { quality: 70, effort: 6 } as const;

const drawing = await readFile(path.join(UI_FOLDER, 'login-background.svg'));
for (const width of LOGIN_BACKGROUND_WIDTHS) {
  // Drawn at the target size rather than scaled down from the widest, so each width gets crisp edges.
  const image = await sharp(drawing, { density: (72 * width) / DRAWING_WIDTH })
    .resize({ width })
    .webp(WEBP)
    .toBuffer({ resolveWithObject: true });
  const file = path.join(UI_FOLDER, `login-background-${width}.webp`);
  await writeFile(file, image.data);
  console.log(
    `${path.relative(process.cwd(), file)}  ${image.info.width}×${image.info.height}  ${image.data.length} bytes`,
  );
}
