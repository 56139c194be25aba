/**
 * Reading a PDF as a person would, with poppler's tools (.ci/run installs poppler-utils): its text in
 * reading order (pdftotext) and its first page as pixels (pdftoppm, greyscale PGM: no PNG decoder needed).
 */
import { execFileSync } from 'node:child_process';

/** The text, without the direction marks pdftotext puts around runs of the other direction. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/[\u202a-\u202e]/g, '');
}

export interface PageImage {
  width: number;
  height: number;
  ink(x: number, y: number): boolean;
}

/** The first page at `dpi`, a pixel being ink when darker than mid-grey. */
export function pageImage(pdf: Buffer, dpi: number): PageImage {
  const pgm = execFileSync('pdftoppm', ['-gray', '-r', String(dpi), '-f', '1', '-l', '1'], { input: pdf });
  const header = /^P5\s+(\d+)\s+(\d+)\s+\d+\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not give a greyscale image');
  const width = Number(header[1]);
  const pixels = pgm.subarray(header[0].length);
  return { width, height: Number(header[2]), ink: (x, y) => pixels[y * width + x]! < 128 };
}

export interface Band {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The first line of ink from the top of the page (the title): its rows and its leftmost and rightmost ink. */
export function firstLine(image: PageImage): Band {
  const inked = (y: number) => Array.from({ length: image.width }, (_, x) => x).some((x) => image.ink(x, y));
  let top = 0;
  while (top < image.height && !inked(top)) top += 1;
  let bottom = top;
  while (bottom + 1 < image.height && inked(bottom + 1)) bottom += 1;
  let left = image.width;
  let right = -1;
  for (let y = top; y <= bottom; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (image.ink(x, y)) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  return { top, bottom, left, right };
}

/** The longest horizontal stroke of ink within the band between two columns. */
export function longestStroke(image: PageImage, band: Band, fromX: number, toX: number): number {
  let longest = 0;
  for (let y = band.top; y <= band.bottom; y += 1) {
    let run = 0;
    for (let x = fromX; x <= toX; x += 1) {
      run = image.ink(x, y) ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
  }
  return longest;
}
