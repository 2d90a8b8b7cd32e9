// A position's picture and its words, drawn from its cells and the game's style table
// (pure): the front end's side of gamesearch.widgets.board_data. Each game's picture is the
// one its render_svg draws and its words the ones its describe says, to the character
// (tests/widgets/test_payload.py checks both at every cursor of the course's traces).
import { fixed } from "./text.js";

const f1 = (x) => fixed(x, 1);

/** Position `b` of `D.positions`: `{cells, status}`. */
function position(D, b) {
  const P = D.positions;
  return {
    cells: P.cells.subarray(b * P.size, (b + 1) * P.size),
    status: D.texts[P.status[b]],
  };
}

/** Board `b`'s picture, `size` px wide (D.board_width), and its words (what a screen
 *  reader says for it): `{svg, text}`; drawn from its cells, or, for a game that draws its
 *  own (no D.positions.style), joined from the pieces of D.boards[b]; null for none. */
export function boardPicture(D, b, size = D.board_width) {
  const style = D.positions.style;
  if (style) {
    const { cells, status } = position(D, b);
    return DRAW[style.kind](style, cells, status, size);
  }
  const board = D.boards[b];
  if (!board) return null;
  const join = (pieces) => pieces.map((i) => D.pieces[i]).join("");
  return { svg: join(board.svg), text: join(board.text) };
}

/** The squares of a grid in words, row by row: "a1 X, b1 empty, c1 O; a2 …". */
function squares(style, cells) {
  const rows = [];
  for (let r = 0; r < style.rows; r++) {
    const row = [];
    for (let c = 0; c < style.cols; c++) {
      row.push(`${style.letters[c]}${r + 1} ${style.words[cells[r * style.cols + c]]}`);
    }
    rows.push(row.join(", "));
  }
  return rows.join("; ");
}

function tictactoe(style, cells, status, size) {
  const cell = size / 3;
  const { paper, line } = style.colours;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size + 20}" viewBox="0 0 ${size} ${size + 20}" font-family="sans-serif">`,
    `<rect width="${size}" height="${size}" fill="${paper}" stroke="${line}"/>`,
  ];
  for (const k of [1, 2]) {
    parts.push(`<path d="M${f1(k * cell)} 0V${size}M0 ${f1(k * cell)}H${size}" stroke="${line}"/>`);
  }
  cells.forEach((value, square) => {
    if (!value) return;
    parts.push(
      `<text x="${f1(((square % 3) + 0.5) * cell)}" y="${f1((Math.floor(square / 3) + 0.5) * cell)}" ` +
        `font-size="${f1(cell * 0.7)}" text-anchor="middle" dominant-baseline="central">${style.glyphs[value]}</text>`,
    );
  });
  parts.push(
    `<text x="${f1(size / 2)}" y="${size + 15}" font-size="12" text-anchor="middle">${status}</text></svg>`,
  );
  return { svg: parts.join(""), text: `${squares(style, cells)}; ${status}` };
}

function reversi(style, cells, status, size) {
  const { rows, cols } = style;
  const { board, line } = style.colours;
  const cell = size / (cols + 0.6);
  const margin = 0.6 * cell;
  const [width, height] = [margin + cols * cell, margin + rows * cell];
  const font = `font-family="sans-serif" font-size="${f1(0.4 * cell)}" text-anchor="middle"`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fixed(width, 0)}" height="${fixed(height, 0)}" viewBox="0 0 ${f1(width)} ${f1(height)}">`,
    `<title>${status}</title>`,
    `<rect x="${f1(margin)}" y="${f1(margin)}" width="${f1(cols * cell)}" height="${f1(rows * cell)}" fill="${board}" stroke="${line}"/>`,
  ];
  for (let c = 0; c < cols; c++) {
    parts.push(
      `<text x="${f1(margin + (c + 0.5) * cell)}" y="${f1(0.42 * cell)}" ${font}>${style.letters[c]}</text>`,
    );
  }
  for (let r = 0; r < rows; r++) {
    parts.push(
      `<text x="${f1(0.3 * cell)}" y="${f1(margin + (r + 0.65) * cell)}" ${font}>${r + 1}</text>`,
    );
  }
  const rule = (x1, y1, x2, y2) =>
    `<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="${line}"/>`;
  for (let i = 1; i < cols; i++)
    parts.push(rule(margin + i * cell, margin, margin + i * cell, height));
  for (let i = 1; i < rows; i++)
    parts.push(rule(margin, margin + i * cell, width, margin + i * cell));
  cells.forEach((value, square) => {
    if (!value) return;
    const [r, c] = [Math.floor(square / cols), square % cols];
    parts.push(
      `<circle cx="${f1(margin + (c + 0.5) * cell)}" cy="${f1(margin + (r + 0.5) * cell)}" ` +
        `r="${f1(0.42 * cell)}" fill="${style.glyphs[value]}" stroke="${line}"/>`,
    );
  });
  parts.push("</svg>");
  return { svg: parts.join("\n"), text: `${squares(style, cells)}; ${status}` };
}

function kalah(style, cells, status, size) {
  const n = style.cols;
  const [player, ...holes] = cells;
  const south = holes.slice(0, n);
  const north = holes.slice(n + 1, 2 * n + 1);
  // the opponent's pits right to left on top, the mover's left to right below
  const [top, bottom, theirs, mine] =
    player === 0
      ? [north.reverse(), south, holes[2 * n + 1], holes[n]]
      : [south.reverse(), north, holes[n], holes[2 * n + 1]];
  const { board, pit, stones } = style.colours;
  const cell = size / (n + 2);
  const height = 2 * cell + 18;
  const r = cell * 0.42;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fixed(size, 0)}" height="${fixed(height, 0)}" viewBox="0 0 ${f1(size)} ${f1(height)}" font-family="sans-serif">`,
    `<rect width="${f1(size)}" height="${f1(2 * cell)}" rx="${f1(r)}" fill="${board}"/>`,
  ];
  const hole = (x, y, h, count) => {
    parts.push(
      `<rect x="${f1(x + cell / 2 - r)}" y="${f1(y + cell / 2 - r)}" width="${f1(2 * r)}" ` +
        `height="${f1(h - cell + 2 * r)}" rx="${f1(r)}" fill="${pit}"/>`,
      `<text x="${f1(x + cell / 2)}" y="${f1(y + h / 2)}" font-size="${f1(r)}" fill="${stones}" ` +
        `text-anchor="middle" dominant-baseline="central">${count}</text>`,
    );
  };
  hole(0, 0, 2 * cell, theirs);
  hole(size - cell, 0, 2 * cell, mine);
  top.forEach((above, i) => {
    hole((i + 1) * cell, 0, cell, above);
    hole((i + 1) * cell, cell, cell, bottom[i]);
  });
  parts.push(
    `<text x="${f1(size / 2)}" y="${f1(2 * cell + 13)}" font-size="12" text-anchor="middle">${status}</text></svg>`,
  );
  const [mover, other] = [style.players[player], style.players[1 - player]];
  const text =
    `${other}'s store ${theirs}; ${other}'s pits ${n} to 1: ${top.join(", ")}; ` +
    `${mover}'s pits 1 to ${n}: ${bottom.join(", ")}; ${mover}'s store ${mine}; ${status}`;
  return { svg: parts.join(""), text };
}

const DRAW = { tictactoe, reversi, kalah };
