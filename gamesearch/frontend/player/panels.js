// The panels above the tree at a cursor: the sentence, the number line, the board and the
// status line. Python drew them all (the number line and the board as SVG); here they are
// only put in place.

/** Show in `parts` ({sentence, line, board, status} elements) what `D` has for `cursor`. */
export function showPanels(parts, D, cursor) {
  const F = D.frames;
  parts.sentence.textContent = F.sentence[cursor];
  parts.line.innerHTML = F.line[cursor] < 0 ? "" : D.lines[F.line[cursor]];
  parts.board.innerHTML = F.board[cursor] < 0 ? "" : D.boards[F.board[cursor]];
  parts.status.textContent = F.status[cursor];
}
