// Sizes that keep text readable and the current node in sight (pure).

/** The least scale at which text whose smallest size is `smallest` px (at scale 1) is
 *  `floor` px; 0 (any scale will do) when there is no text. */
export function leastScale(smallest, floor) {
  return smallest > 0 ? floor / smallest : 0;
}

/** How wide (CSS px) to show a picture `width` units wide whose text is `font` units, so
 *  that its text is `floor` px at zoom 1 and grows with `zoom`. */
export function pictureWidth(width, font, floor, zoom) {
  return (width * floor * zoom) / font;
}

/**
 * How far to scroll (down > 0, up < 0) an area showing `area` ({top, bottom}, on screen) so
 * that `span` ({top, bottom}, what must be seen: the open question down to the current
 * node) is in it: not at all when it is, the least that brings it in when it fits, and when
 * it is taller than the area, so far that its bottom (the current node) is in view.
 */
export function scrollDelta(span, area) {
  if (span.bottom - span.top > area.bottom - area.top) return span.bottom - area.bottom;
  if (span.top < area.top) return span.top - area.top;
  if (span.bottom > area.bottom) return span.bottom - area.bottom;
  return 0;
}

/**
 * Whether the board shows beside the tree view rather than in the sentence's row: when in
 * that row it would leave the view lower than `lowest` px (a slide, a short window), and
 * beside the view it takes no height of its own. `left` is the view's room (CSS px) with the
 * board where it is now (`beside` or not); `extra`, the height the board adds to the
 * sentence's row (what it has over the sentence).
 */
export function boardBeside({ beside, left, extra, lowest }) {
  const leftInRow = beside ? left - extra : left;
  return extra > 0 && leftInRow < lowest;
}
