import { describe, expect, it } from 'vitest';
import { boxFromDrag, countAfterBoxEdits, dropDrawnBox, toggleRemovedBox, unknownRemovedBox } from './box-edits.ts';

const image = { width: 1024, height: 768 };

describe('box edits', () => {
  it('draws the box a drag spans, whichever way the pointer went, inside the image', () => {
    expect(boxFromDrag({ x: 110.4, y: 90 }, { x: 40, y: 20.6 }, image, 'adult')).toEqual({
      x: 40,
      y: 21,
      w: 70,
      h: 69,
      class: 'adult',
    });
    expect(boxFromDrag({ x: 1000, y: 700 }, { x: 1300, y: 900 }, image, 'juvenile')).toEqual({
      x: 1000,
      y: 700,
      w: 24,
      h: 68,
      class: 'juvenile',
    });
  });

  it('takes a click that slipped for no box', () => {
    expect(boxFromDrag({ x: 10, y: 10 }, { x: 13, y: 60 }, image, 'adult')).toBeNull();
  });

  it('counts the model boxes left and the boxes drawn', () => {
    let edits = toggleRemovedBox({ added: [], removed: [] }, 2);
    edits = toggleRemovedBox(edits, 0);
    expect(edits.removed).toEqual([0, 2]);
    edits = { ...edits, added: [{ x: 1, y: 1, w: 10, h: 10, class: 'adult' }] };
    expect(countAfterBoxEdits(5, edits)).toBe(4);
    edits = toggleRemovedBox(dropDrawnBox(edits, 0), 2);
    expect(edits).toEqual({ added: [], removed: [0] });
    expect(countAfterBoxEdits(5, edits)).toBe(4);
  });

  it('finds a removed box the photo does not have', () => {
    expect(unknownRemovedBox({ added: [], removed: [0, 3] }, 3)).toBe(1);
    expect(unknownRemovedBox({ added: [], removed: [0, 2] }, 3)).toBe(-1);
  });
});
