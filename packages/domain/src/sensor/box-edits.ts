import type { DetectionClass } from './capture-image.schema.ts';
import type { BoxEdits } from './count-review.schema.ts';

export type Point = { x: number; y: number };
export type DrawnBox = BoxEdits['added'][number];

/** A box smaller than this (image pixels) on either side is a click that slipped, not a slug. */
export const MIN_BOX_SIDE = 6;

export const NO_BOX_EDITS: BoxEdits = { added: [], removed: [] };

export const hasBoxEdits = (edits: BoxEdits | null | undefined): edits is BoxEdits =>
  !!edits && (edits.added.length > 0 || edits.removed.length > 0);

/** The model's count less the boxes that were no slug, plus the slugs it missed. */
export const countAfterBoxEdits = (modelCount: number, edits: BoxEdits) =>
  Math.max(0, modelCount - new Set(edits.removed).size + edits.added.length);

/** A model's box taken out, or put back. */
export const toggleRemovedBox = (edits: BoxEdits, index: number): BoxEdits => ({
  ...edits,
  removed: edits.removed.includes(index)
    ? edits.removed.filter((removed) => removed !== index)
    : [...edits.removed, index].sort((a, b) => a - b),
});

export const dropDrawnBox = (edits: BoxEdits, index: number): BoxEdits => ({
  ...edits,
  added: edits.added.filter((_, position) => position !== index),
});

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/**
 * The box a drag from `start` to `end` draws, in whole image pixels and inside the image, whichever way the pointer
 * went; null when too small to be meant.
 */
export const boxFromDrag = (
  start: Point,
  end: Point,
  { width, height }: { width: number; height: number },
  boxClass: DetectionClass,
): DrawnBox | null => {
  const x1 = Math.round(clamp(Math.min(start.x, end.x), width));
  const y1 = Math.round(clamp(Math.min(start.y, end.y), height));
  const x2 = Math.round(clamp(Math.max(start.x, end.x), width));
  const y2 = Math.round(clamp(Math.max(start.y, end.y), height));
  if (x2 - x1 < MIN_BOX_SIDE || y2 - y1 < MIN_BOX_SIDE) return null;
  return { x: x1, y: y1, w: x2 - x1, h: y2 - y1, class: boxClass };
};

/** The first removed index that names no box of the model's: a correction made against another photo. */
export const unknownRemovedBox = (edits: BoxEdits, modelBoxes: number) =>
  edits.removed.findIndex((index) => index >= modelBoxes);
