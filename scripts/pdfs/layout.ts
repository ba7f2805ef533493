import { PDFDocument, PDFString, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { CLUB, palette } from './club.ts';

/**
 * A small flowing-layout writer over pdf-lib: A4 pages, a club band on the first page, headings,
 * wrapped paragraphs with bold and link runs, lists, tables, highlight boxes, page numbers and
 * metadata. Content goes top to bottom; a block that does not fit starts a new page.
 *
 * Only the standard Helvetica fonts are used (WinAnsi encoding: Spanish letters, €, «», – and
 * no-break spaces are fine; arrows or ≥ are not): nothing is embedded, so files stay small.
 */

export interface Run {
  text: string;
  bold?: boolean;
  /** A URI (mailto:, tel:, https:) the words open. */
  link?: string;
}
/** A plain string or runs of differently styled text, wrapped as one paragraph. */
export type RichText = string | readonly Run[];

export const strong = (text: string): Run => ({ text, bold: true });
export const linkTo = (text: string, uri: string): Run => ({ text, link: uri });

export interface DocumentSetup {
  /** The document title: first-page band and PDF metadata. */
  title: string;
  /** Shown under the band on the first page. */
  subtitle?: string;
  /** Small line above the title in the band, e.g. "Campaña de abonos 25/26". */
  kicker: string;
  /** Header of the following pages and left part of every footer. */
  runningTitle: string;
  subject: string;
  keywords: string[];
  /** PDF creation and modification date: fixed, so the same data gives the same bytes. */
  issuedOn: Date;
  /** Smaller text and tighter spacing, for one-page flyers and leaflets. */
  compact?: boolean;
}

export interface Column {
  header: string;
  /** Share of the text width; the shares of a table add up to 1. */
  width: number;
  align?: 'left' | 'right';
  bold?: boolean;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN_X = 56;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN_X;
const CONTENT_TOP = PAGE.height - 64; // pages after the first, below the running header
const CONTENT_BOTTOM = 68; // above the footer

const TEXT_NORMAL = { size: 10.5, leading: 15 };
const TEXT_COMPACT = { size: 9.5, leading: 13 };
const SMALL = { size: 8.5, leading: 12 };
const CELL = { size: 9.5, leading: 13, padX: 7, padY: 5 };

interface Fragment {
  text: string;
  font: PDFFont;
  width: number;
  link?: string;
}
/** Fragments glued together (no space between them): the unit a line never breaks inside. */
type Word = Fragment[];
interface Line {
  words: Word[];
  width: number;
}

interface TextStyle {
  size: number;
  leading: number;
  color: RGB;
}

export class Composer {
  private page!: PDFPage;
  private y = 0;
  /** True right after a page starts: the first block skips its space above. */
  private atTop = true;
  private readonly text: { size: number; leading: number };
  /** Space above a heading. */
  private readonly sectionGap: number;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly boldFont: PDFFont,
    private readonly setup: DocumentSetup,
  ) {
    this.text = setup.compact ? TEXT_COMPACT : TEXT_NORMAL;
    this.sectionGap = setup.compact ? 12 : 20;
  }

  static async create(setup: DocumentSetup): Promise<Composer> {
    // updateMetadata: false, or pdf-lib stamps the current time and the output changes on every run.
    const doc = await PDFDocument.create({ updateMetadata: false });
    const composer = new Composer(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
      setup,
    );
    composer.firstPage();
    return composer;
  }

  // ── Blocks ────────────────────────────────────────────────────────────────

  heading(text: string): void {
    const size = this.setup.compact ? 14 : 15;
    // Keep the heading with at least a few lines of what follows it.
    this.ensure(this.sectionGap + size + 17 + 4 * this.text.leading);
    this.gap(this.sectionGap);
    this.y -= size;
    this.page.drawText(text, { x: MARGIN_X, y: this.y, size, font: this.boldFont, color: palette.brandStrong });
    this.y -= 7;
    this.page.drawLine({
      start: { x: MARGIN_X, y: this.y },
      end: { x: MARGIN_X + CONTENT_WIDTH, y: this.y },
      thickness: 1,
      color: palette.brand,
    });
    this.y -= 10;
    this.atTop = false;
  }

  subheading(text: string): void {
    this.ensure(10 + 15 + 3 * this.text.leading);
    this.gap(this.setup.compact ? 8 : 10);
    this.writeLines(this.wrap(text, 11.5, true, CONTENT_WIDTH), MARGIN_X, { size: 11.5, leading: 15, color: palette.text });
    this.y -= 3;
  }

  paragraph(text: RichText): void {
    this.gap(6);
    this.writeLines(this.wrap(text, this.text.size, false, CONTENT_WIDTH), MARGIN_X, { ...this.text, color: palette.text });
  }

  /** Small print: legal notes, "information as of" lines. */
  note(text: RichText): void {
    this.gap(6);
    this.writeLines(this.wrap(text, SMALL.size, false, CONTENT_WIDTH), MARGIN_X, { ...SMALL, color: palette.textMuted });
  }

  /** A bulleted or numbered list; `columns: 2` splits it into two side-by-side halves. */
  list(items: readonly RichText[], { ordered = false, columns = 1 }: { ordered?: boolean; columns?: 1 | 2 } = {}): void {
    const indent = ordered ? 20 : 16;
    const columnGap = 20;
    const columnWidth = (CONTENT_WIDTH - (columns - 1) * columnGap) / columns;
    const itemGap = 3;
    const wrapped = items.map((item) => this.wrap(item, this.text.size, false, columnWidth - indent));
    const perColumn = Math.ceil(items.length / columns);
    const columnHeight = (column: number) =>
      wrapped.slice(column * perColumn, (column + 1) * perColumn).reduce((sum, lines) => sum + itemGap + lines.length * this.text.leading, 0);
    this.gap(4);
    // Columns are laid out side by side, so the whole block must fit on the page.
    if (columns > 1) this.ensure(Math.max(columnHeight(0), columnHeight(1)));
    const top = this.y;
    const startedAtTop = this.atTop;
    let bottom = top;
    wrapped.forEach((lines, index) => {
      const column = Math.floor(index / perColumn);
      if (index % perColumn === 0 && column > 0) {
        this.y = top;
        this.atTop = startedAtTop; // so every column's first item gets the same space above
      }
      const x = MARGIN_X + column * (columnWidth + columnGap);
      this.gap(itemGap);
      this.ensure(this.text.leading);
      this.page.drawText(ordered ? `${index + 1}.` : '•', {
        x: x + 2,
        y: this.y - this.text.size,
        size: this.text.size,
        font: this.boldFont,
        color: palette.brand,
      });
      this.writeLines(lines, x + indent, { ...this.text, color: palette.text });
      bottom = Math.min(bottom, this.y);
    });
    if (columns > 1) this.y = bottom;
  }

  table(columns: readonly Column[], rows: readonly (readonly RichText[])[]): void {
    const widths = columns.map((column) => column.width * CONTENT_WIDTH);
    const drawRow = (cells: readonly RichText[], header: boolean, shaded: boolean) => {
      const wrapped = cells.map((cell, i) =>
        this.wrap(cell, CELL.size, header || Boolean(columns[i]?.bold), (widths[i] ?? 0) - 2 * CELL.padX),
      );
      const height = Math.max(...wrapped.map((lines) => lines.length)) * CELL.leading + 2 * CELL.padY;
      if (header || shaded) {
        this.page.drawRectangle({
          x: MARGIN_X,
          y: this.y - height,
          width: CONTENT_WIDTH,
          height,
          color: header ? palette.brand : palette.surfaceAlt,
        });
      }
      let x = MARGIN_X;
      wrapped.forEach((lines, i) => {
        const width = widths[i] ?? 0;
        const align = columns[i]?.align ?? 'left';
        const top = this.y;
        this.y -= CELL.padY;
        this.writeLines(lines, x + CELL.padX, {
          size: CELL.size,
          leading: CELL.leading,
          color: header ? palette.onBrand : palette.text,
        }, align === 'right' ? width - 2 * CELL.padX : undefined);
        this.y = top;
        x += width;
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN_X, y: this.y },
        end: { x: MARGIN_X + CONTENT_WIDTH, y: this.y },
        thickness: 0.5,
        color: palette.border,
      });
      return height;
    };
    const headerCells = columns.map((column) => column.header);
    const rowHeight = (cells: readonly RichText[]) =>
      Math.max(...cells.map((cell, i) => this.wrap(cell, CELL.size, Boolean(columns[i]?.bold), (widths[i] ?? 0) - 2 * CELL.padX).length)) *
        CELL.leading +
      2 * CELL.padY;

    this.gap(8);
    // A table that fits on one page is kept together; a longer one starts with at least one row.
    const total = [headerCells, ...rows].reduce((sum, cells) => sum + rowHeight(cells), 0);
    this.ensure(total <= CONTENT_TOP - CONTENT_BOTTOM ? total : rowHeight(headerCells) + rowHeight(rows[0] ?? headerCells));
    drawRow(headerCells, true, false);
    rows.forEach((cells, index) => {
      // A row that does not fit moves to the next page, under a repeated header.
      if (this.y - rowHeight(cells) < CONTENT_BOTTOM) {
        this.newPage();
        drawRow(headerCells, true, false);
      }
      drawRow(cells, false, index % 2 === 1);
    });
    this.y -= 4;
  }

  /** A tinted box with a brand edge: a price, a key date. */
  highlight({ label, value, note }: { label: string; value: string; note?: RichText }): void {
    const pad = this.setup.compact ? 12 : 14;
    const valueSize = 24;
    const noteLines = note ? this.wrap(note, this.text.size, false, CONTENT_WIDTH - 2 * pad - 4) : [];
    const height = pad + 11 + 8 + valueSize + (noteLines.length ? 8 + noteLines.length * this.text.leading : 0) + pad;
    this.gap(12);
    this.ensure(height);
    const top = this.y;
    this.page.drawRectangle({ x: MARGIN_X, y: top - height, width: CONTENT_WIDTH, height, color: palette.brandSoft });
    this.page.drawRectangle({ x: MARGIN_X, y: top - height, width: 4, height, color: palette.brand });
    const x = MARGIN_X + 4 + pad;
    this.y = top - pad - 9;
    this.page.drawText(label.toUpperCase(), { x, y: this.y, size: 9, font: this.boldFont, color: palette.brandStrong });
    this.y -= 8 + valueSize;
    this.page.drawText(value, { x, y: this.y + 4, size: valueSize, font: this.boldFont, color: palette.text });
    if (noteLines.length) {
      this.y -= 8;
      this.writeLines(noteLines, x, { ...this.text, color: palette.text });
    }
    this.y = top - height;
    this.atTop = false;
  }

  /** Vertical space; swallowed at the top of a page. */
  gap(points: number): void {
    if (!this.atTop) this.y -= points;
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = CONTENT_TOP;
    this.atTop = true;
    this.page.drawRectangle({ x: 0, y: PAGE.height - 8, width: PAGE.width, height: 8, color: palette.brand });
    const headerY = PAGE.height - 34;
    this.page.drawText(this.setup.runningTitle, { x: MARGIN_X, y: headerY, size: SMALL.size, font: this.regular, color: palette.textMuted });
    const name = CLUB.name;
    this.page.drawText(name, {
      x: MARGIN_X + CONTENT_WIDTH - this.boldFont.widthOfTextAtSize(name, SMALL.size),
      y: headerY,
      size: SMALL.size,
      font: this.boldFont,
      color: palette.textMuted,
    });
  }

  /** Footers (page numbers need the page count) and metadata, then the bytes. */
  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => this.drawFooter(page, index + 1, pages.length));
    const { doc, setup } = this;
    doc.setTitle(setup.title, { showInWindowTitleBar: true });
    doc.setAuthor(CLUB.name);
    doc.setSubject(setup.subject);
    doc.setKeywords(setup.keywords);
    doc.setCreator(`${CLUB.name} (scripts/pdfs)`);
    doc.setProducer('pdf-lib');
    doc.setLanguage('es-ES');
    doc.setCreationDate(setup.issuedOn);
    doc.setModificationDate(setup.issuedOn);
    return doc.save({ useObjectStreams: true });
  }

  // ── Page furniture ──────────────────────────────────────────────────────────

  private firstPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    const titleSize = 26;
    const titleLeading = 30;
    const titleLines = this.wrap(this.setup.title, titleSize, true, CONTENT_WIDTH - 90);
    const bandHeight = 50 + titleLines.length * titleLeading + 22;
    const bandBottom = PAGE.height - bandHeight;
    this.page.drawRectangle({ x: 0, y: bandBottom, width: PAGE.width, height: bandHeight, color: palette.brand });
    this.page.drawText(`${CLUB.name.toUpperCase()}  ·  ${this.setup.kicker}`, {
      x: MARGIN_X,
      y: PAGE.height - 36,
      size: 9.5,
      font: this.boldFont,
      color: palette.onBrand,
    });
    this.y = PAGE.height - 50;
    this.writeLines(titleLines, MARGIN_X, { size: titleSize, leading: titleLeading, color: palette.onBrand });
    this.drawBall(PAGE.width - MARGIN_X - 30, bandBottom + bandHeight / 2 - 4, 30);
    this.y = bandBottom - (this.setup.compact ? 18 : 22);
    this.atTop = true;
    if (this.setup.subtitle) {
      this.writeLines(this.wrap(this.setup.subtitle, 13, false, CONTENT_WIDTH), MARGIN_X, {
        size: 13,
        leading: 18,
        color: palette.textMuted,
      });
      this.atTop = false;
    }
  }

  /** The club's emblem, drawn: a basketball outline. */
  private drawBall(cx: number, cy: number, r: number): void {
    const line = { borderColor: palette.onBrand, borderWidth: 2 };
    this.page.drawCircle({ x: cx, y: cy, size: r, ...line });
    this.page.drawLine({ start: { x: cx - r, y: cy }, end: { x: cx + r, y: cy }, thickness: 2, color: palette.onBrand });
    this.page.drawLine({ start: { x: cx, y: cy - r }, end: { x: cx, y: cy + r }, thickness: 2, color: palette.onBrand });
    // The two curved seams; SVG coordinates grow downwards from (cx, cy).
    const d = r * 0.72;
    this.page.drawSvgPath(`M ${-d} ${-d} Q ${-r * 0.2} 0 ${-d} ${d}`, { x: cx, y: cy, ...line });
    this.page.drawSvgPath(`M ${d} ${-d} Q ${r * 0.2} 0 ${d} ${d}`, { x: cx, y: cy, ...line });
  }

  private drawFooter(page: PDFPage, number: number, count: number): void {
    const y = 34;
    page.drawLine({
      start: { x: MARGIN_X, y: y + 14 },
      end: { x: MARGIN_X + CONTENT_WIDTH, y: y + 14 },
      thickness: 0.5,
      color: palette.border,
    });
    const left = `${this.setup.runningTitle}  ·  ${CLUB.email}  ·  ${CLUB.phone}`;
    page.drawText(left, { x: MARGIN_X, y, size: 8, font: this.regular, color: palette.textMuted });
    const right = `Página ${number} de ${count}`;
    page.drawText(right, {
      x: MARGIN_X + CONTENT_WIDTH - this.regular.widthOfTextAtSize(right, 8),
      y,
      size: 8,
      font: this.regular,
      color: palette.textMuted,
    });
  }

  // ── Text ────────────────────────────────────────────────────────────────────

  /** Starts a new page unless `height` points still fit above the footer. */
  private ensure(height: number): void {
    if (this.y - height < CONTENT_BOTTOM) this.newPage();
  }

  /** Greedy line breaking at spaces; a word longer than the width gets a line of its own. */
  private wrap(text: RichText, size: number, bold: boolean, maxWidth: number): Line[] {
    const runs: readonly Run[] = typeof text === 'string' ? [{ text }] : text;
    const words: Word[] = [];
    let current: Word = [];
    for (const run of runs) {
      const font = run.bold || bold ? this.boldFont : this.regular;
      // A link (a phone number) never breaks: its spaces become no-break spaces.
      const parts = run.link ? [run.text.replaceAll(' ', '\u00a0')] : run.text.split(' ');
      parts.forEach((part, index) => {
        if (index > 0 && current.length) {
          words.push(current);
          current = [];
        }
        if (part) current.push({ text: part, font, width: font.widthOfTextAtSize(part, size), ...(run.link ? { link: run.link } : {}) });
      });
    }
    if (current.length) words.push(current);

    const space = this.regular.widthOfTextAtSize(' ', size);
    const lines: Line[] = [];
    let line: Line = { words: [], width: 0 };
    for (const word of words) {
      const width = word.reduce((sum, fragment) => sum + fragment.width, 0);
      const next = line.words.length ? line.width + space + width : width;
      if (line.words.length && next > maxWidth) {
        lines.push(line);
        line = { words: [word], width };
      } else {
        line = { words: [...line.words, word], width: next };
      }
    }
    if (line.words.length) lines.push(line);
    return lines;
  }

  /** Draws lines from the cursor down, breaking pages between lines; right-aligns within `alignWidth` if given. */
  private writeLines(lines: readonly Line[], x: number, style: TextStyle, alignWidth?: number): void {
    const space = this.regular.widthOfTextAtSize(' ', style.size);
    for (const line of lines) {
      this.ensure(style.leading);
      const baseline = this.y - style.size;
      const start = alignWidth === undefined ? x : x + alignWidth - line.width;
      for (const segment of segments(line, space)) {
        const color = segment.link ? palette.brandStrong : style.color;
        this.page.drawText(segment.text, { x: start + segment.offset, y: baseline, size: style.size, font: segment.font, color });
        if (segment.link) this.addLink(start + segment.offset, baseline, segment.width, style.size, segment.link);
      }
      this.y -= style.leading;
      this.atTop = false;
    }
  }

  /** An underlined clickable area over a link's words. */
  private addLink(x: number, baseline: number, width: number, size: number, uri: string): void {
    this.page.drawLine({
      start: { x, y: baseline - 1.5 },
      end: { x: x + width, y: baseline - 1.5 },
      thickness: 0.6,
      color: palette.brandStrong,
    });
    const annotation = this.doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [x, baseline - 3, x + width, baseline + size],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(uri) },
    });
    this.page.node.addAnnot(this.doc.context.register(annotation));
  }
}

interface Segment {
  text: string;
  font: PDFFont;
  link?: string;
  /** From the start of the line. */
  offset: number;
  width: number;
}

/**
 * A line as few drawText calls as possible: neighbouring words in the same font join into one
 * string (Helvetica's space is as wide in bold as in regular), which keeps the files small.
 */
function segments(line: Line, space: number): Segment[] {
  const result: Segment[] = [];
  let offset = 0;
  line.words.forEach((word, wordIndex) => {
    if (wordIndex > 0) offset += space;
    word.forEach((fragment, fragmentIndex) => {
      const last = result.at(-1);
      const joinable = last && !last.link && !fragment.link && last.font === fragment.font;
      if (joinable) {
        const gap = fragmentIndex === 0 ? ' ' : '';
        last.text += gap + fragment.text;
        last.width = offset + fragment.width - last.offset;
      } else {
        result.push({ text: fragment.text, font: fragment.font, offset, width: fragment.width, ...(fragment.link ? { link: fragment.link } : {}) });
      }
      offset += fragment.width;
    });
  });
  return result;
}
