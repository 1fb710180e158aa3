// Low-level builders for the downloadable documents: PDF (pdf-lib), DOCX (docx), XLSX (exceljs)
// and ZIP (jszip). Every builder pins its dates to FIXED_DATE so the output is byte-identical.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { IRunOptions } from 'docx';

export const FIXED_DATE = new Date('2026-01-01T00:00:00Z');
export const COMPANY = 'Grow Digital';
export const SITE = 'growdigital.example';

// ---------------------------------------------------------------------------------------------
// ZIP normalization: rewrite an archive with fixed entry dates (docx and exceljs stamp "now").

export async function normalizeZip(
  input: Buffer | Uint8Array,
  rewrite?: (name: string, text: string) => string,
): Promise<Buffer> {
  const source = await JSZip.loadAsync(input);
  const out = new JSZip();
  for (const name of Object.keys(source.files)) {
    const entry = source.files[name];
    if (!entry || entry.dir) continue;
    if (rewrite && /\.(xml|rels)$/.test(name)) {
      const text = await entry.async('string');
      out.file(name, rewrite(name, text), { date: FIXED_DATE, createFolders: false });
    } else {
      out.file(name, await entry.async('uint8array'), { date: FIXED_DATE, createFolders: false });
    }
  }
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** Replaces the created/modified timestamps of docProps/core.xml. */
export function fixCoreDates(name: string, text: string): string {
  if (name !== 'docProps/core.xml') return text;
  const iso = FIXED_DATE.toISOString().replace('.000Z', 'Z');
  return text.replace(
    /(<dcterms:(created|modified)[^>]*>)[^<]*(<\/dcterms:\2>)/g,
    (_m, open: string, _tag: string, close: string) => `${open}${iso}${close}`,
  );
}

// ---------------------------------------------------------------------------------------------
// PDF

export type PdfBlock =
  | { kind: 'h2'; text: string }
  | { kind: 'h3'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'checks'; items: [string, string][] }
  | { kind: 'callout'; text: string }
  | { kind: 'table'; columns: string[]; widths: number[]; rows: string[][] }
  | { kind: 'pagebreak' };

export interface PdfSpec {
  title: string;
  subtitle: string;
  subject: string;
  keywords: string[];
  blocks: PdfBlock[];
}

const TEAL = rgb(15 / 255, 118 / 255, 110 / 255);
const TEAL_DEEP = rgb(19 / 255, 78 / 255, 74 / 255);
const EMERALD_PALE = rgb(209 / 255, 250 / 255, 229 / 255);
const MINT = rgb(240 / 255, 253 / 255, 250 / 255);
const SLATE = rgb(51 / 255, 65 / 255, 85 / 255);
const SLATE_LIGHT = rgb(100 / 255, 116 / 255, 139 / 255);
const LINE = rgb(203 / 255, 213 / 255, 225 / 255);
const AMBER = rgb(245 / 255, 158 / 255, 11 / 255);
const WHITE = rgb(1, 1, 1);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) {
      line = next;
    } else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  return out;
}

export async function buildPdf(spec: PdfSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(spec.title);
  doc.setAuthor(COMPANY);
  doc.setSubject(spec.subject);
  doc.setKeywords(spec.keywords);
  doc.setCreator(`${COMPANY} demo assets`);
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-US');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const W = 612;
  const H = 792;
  const M = 56;
  const CW = W - 2 * M;
  const BOTTOM = 72;

  let page: PDFPage = doc.addPage([W, H]);
  let y = 0;

  const header = (p: PDFPage, first: boolean): number => {
    p.drawRectangle({ x: 0, y: H - 40, width: W, height: 40, color: TEAL_DEEP });
    p.drawRectangle({ x: M, y: H - 28, width: 16, height: 16, color: rgb(16 / 255, 185 / 255, 129 / 255) });
    p.drawText('GROW DIGITAL', { x: M + 24, y: H - 25, size: 10, font: bold, color: WHITE });
    const right = spec.title;
    p.drawText(right, {
      x: W - M - regular.widthOfTextAtSize(right, 9),
      y: H - 25,
      size: 9,
      font: regular,
      color: EMERALD_PALE,
    });
    if (!first) return H - 40 - 34;
    // Title block on the first page
    let ty = H - 40 - 56;
    for (const line of wrap(spec.title, bold, 26, CW)) {
      p.drawText(line, { x: M, y: ty, size: 26, font: bold, color: TEAL_DEEP });
      ty -= 32;
    }
    ty -= 2;
    for (const line of wrap(spec.subtitle, regular, 12, CW)) {
      p.drawText(line, { x: M, y: ty, size: 12, font: regular, color: SLATE });
      ty -= 17;
    }
    p.drawRectangle({ x: M, y: ty - 4, width: 64, height: 4, color: AMBER });
    return ty - 34;
  };

  y = header(page, true);

  const ensure = (needed: number): void => {
    if (y - needed < BOTTOM) {
      page = doc.addPage([W, H]);
      y = header(page, false);
    }
  };

  const paragraph = (
    text: string,
    font: PDFFont,
    size: number,
    color: RGB,
    x: number,
    width: number,
    gap: number,
  ): void => {
    for (const line of wrap(text, font, size, width)) {
      ensure(size + gap);
      page.drawText(line, { x, y: y - size, size, font, color });
      y -= size + gap;
    }
  };

  const cellLines = (text: string, font: PDFFont, width: number): number =>
    wrap(text, font, 9.5, width - 12).length;
  const tableHeightOf = (block: Extract<PdfBlock, { kind: 'table' }>): number => {
    const total = block.widths.reduce((a, b) => a + b, 0);
    const widths = block.widths.map((w) => (w / total) * CW);
    const rowHeight = (cells: string[], font: PDFFont): number =>
      Math.max(...cells.map((cell, i) => cellLines(cell, font, widths[i] ?? 60))) * 12.5 + 10;
    return rowHeight(block.columns, bold) + block.rows.reduce((sum, row) => sum + rowHeight(row, regular), 0);
  };
  const PAGE_ROOM = H - 40 - 34 - BOTTOM;

  spec.blocks.forEach((block, index) => {
    const next = spec.blocks[index + 1];
    switch (block.kind) {
      case 'pagebreak':
        page = doc.addPage([W, H]);
        y = header(page, false);
        break;
      case 'h2':
        // keep a heading with at least the start of its section (or with the whole table after it)
        ensure(next?.kind === 'table' ? Math.min(50 + tableHeightOf(next), PAGE_ROOM) : 130);
        y -= 10;
        paragraph(block.text, bold, 16, TEAL, M, CW, 6);
        page.drawLine({ start: { x: M, y: y - 2 }, end: { x: W - M, y: y - 2 }, thickness: 1, color: LINE });
        y -= 14;
        break;
      case 'h3':
        ensure(40);
        y -= 4;
        paragraph(block.text, bold, 12, TEAL_DEEP, M, CW, 5);
        y -= 4;
        break;
      case 'p':
        paragraph(block.text, regular, 10.5, SLATE, M, CW, 4.5);
        y -= 8;
        break;
      case 'bullets':
        for (const item of block.items) {
          const lines = wrap(item, regular, 10.5, CW - 18);
          ensure(lines.length * 15 + 4);
          page.drawCircle({ x: M + 4, y: y - 7, size: 2.2, color: TEAL });
          for (const line of lines) {
            page.drawText(line, { x: M + 16, y: y - 10.5, size: 10.5, font: regular, color: SLATE });
            y -= 15;
          }
          y -= 3;
        }
        y -= 6;
        break;
      case 'checks':
        for (const [label, detail] of block.items) {
          const labelLines = wrap(label, bold, 10.5, CW - 24);
          const detailLines = detail ? wrap(detail, regular, 9.5, CW - 24) : [];
          ensure(labelLines.length * 14 + detailLines.length * 13 + 8);
          page.drawRectangle({
            x: M,
            y: y - 12,
            width: 11,
            height: 11,
            borderColor: TEAL,
            borderWidth: 1.2,
            color: WHITE,
          });
          for (const line of labelLines) {
            page.drawText(line, { x: M + 22, y: y - 10.5, size: 10.5, font: bold, color: SLATE });
            y -= 14;
          }
          for (const line of detailLines) {
            page.drawText(line, { x: M + 22, y: y - 9.5, size: 9.5, font: regular, color: SLATE_LIGHT });
            y -= 13;
          }
          y -= 7;
        }
        y -= 4;
        break;
      case 'callout': {
        const lines = wrap(block.text, regular, 10.5, CW - 36);
        const height = lines.length * 15 + 22;
        ensure(height + 10);
        page.drawRectangle({ x: M, y: y - height, width: CW, height, color: MINT });
        page.drawRectangle({ x: M, y: y - height, width: 4, height, color: AMBER });
        let ly = y - 14;
        for (const line of lines) {
          page.drawText(line, { x: M + 20, y: ly - 8, size: 10.5, font: regular, color: TEAL_DEEP });
          ly -= 15;
        }
        y -= height + 16;
        break;
      }
      case 'table': {
        const total = block.widths.reduce((a, b) => a + b, 0);
        const widths = block.widths.map((w) => (w / total) * CW);
        const size = 9.5;
        const layout = (cells: string[], head: boolean): { wrapped: string[][]; height: number } => {
          const font = head ? bold : regular;
          const wrapped = cells.map((cell, i) => wrap(cell, font, size, (widths[i] ?? 60) - 12));
          return { wrapped, height: Math.max(...wrapped.map((l) => l.length)) * 12.5 + 10 };
        };
        // keep a table on one page when it fits on one
        const tableHeight = tableHeightOf(block);
        if (tableHeight < PAGE_ROOM) ensure(tableHeight + 4);
        const drawRow = (cells: string[], head: boolean, shade: boolean): void => {
          const font = head ? bold : regular;
          const { wrapped, height } = layout(cells, head);
          ensure(height + 2);
          if (head || shade) {
            page.drawRectangle({ x: M, y: y - height, width: CW, height, color: head ? TEAL : MINT });
          }
          let x = M;
          wrapped.forEach((cellLines, i) => {
            let cy = y - 6;
            for (const line of cellLines) {
              page.drawText(line, { x: x + 6, y: cy - size, size, font, color: head ? WHITE : SLATE });
              cy -= 12.5;
            }
            x += widths[i] ?? 0;
          });
          page.drawLine({
            start: { x: M, y: y - height },
            end: { x: W - M, y: y - height },
            thickness: 0.6,
            color: LINE,
          });
          y -= height;
        };
        drawRow(block.columns, true, false);
        block.rows.forEach((row, i) => {
          drawRow(row, false, i % 2 === 1);
        });
        y -= 16;
        break;
      }
    }
  });

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const left = `${SITE}  |  Book a discovery call: ${SITE}/book-discovery`;
    p.drawLine({ start: { x: M, y: 50 }, end: { x: W - M, y: 50 }, thickness: 0.6, color: LINE });
    p.drawText(left, { x: M, y: 34, size: 8.5, font: regular, color: SLATE_LIGHT });
    const right = `Page ${i + 1} of ${pages.length}`;
    p.drawText(right, {
      x: W - M - regular.widthOfTextAtSize(right, 8.5),
      y: 34,
      size: 8.5,
      font: regular,
      color: SLATE_LIGHT,
    });
  });

  return doc.save({ useObjectStreams: false });
}

// ---------------------------------------------------------------------------------------------
// DOCX

export type DocBlock =
  | { kind: 'h1'; text: string }
  | { kind: 'h2'; text: string }
  | { kind: 'p'; text: string; hint?: boolean }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'fields'; rows: [string, string][] }
  | { kind: 'lines'; count: number };

export interface DocSpec {
  title: string;
  subject: string;
  description: string;
  keywords: string;
  blocks: DocBlock[];
}

const FONT = 'Calibri';

/** A text run; the options are typed up front so `bold`/`italics` are not read as String methods. */
function run(options: IRunOptions): TextRun {
  return new TextRun(options);
}
const cellBorder = { style: BorderStyle.SINGLE, size: 4, color: 'CBD5E1' };

export async function buildDocx(spec: DocSpec): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [];
  for (const block of spec.blocks) {
    switch (block.kind) {
      case 'h1':
        children.push(new Paragraph({ text: block.text, heading: HeadingLevel.TITLE }));
        break;
      case 'h2':
        children.push(new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_1 }));
        break;
      case 'p':
        children.push(
          new Paragraph({
            children: [
              run({
                text: block.text,
                italics: block.hint === true,
                color: block.hint ? '64748B' : '334155',
              }),
            ],
            spacing: { after: 120 },
          }),
        );
        break;
      case 'bullets':
        for (const item of block.items) {
          children.push(new Paragraph({ text: item, numbering: { reference: 'bullets', level: 0 } }));
        }
        break;
      case 'fields':
        children.push(
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            columnWidths: [3000, 6360],
            rows: block.rows.map(
              ([label, hint]) =>
                new TableRow({
                  children: [
                    new TableCell({
                      width: { size: 3000, type: WidthType.DXA },
                      shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'E6F4F1' },
                      borders: { top: cellBorder, bottom: cellBorder, left: cellBorder, right: cellBorder },
                      margins: { top: 80, bottom: 80, left: 120, right: 120 },
                      children: [
                        new Paragraph({
                          children: [run({ text: label, bold: true, color: '134E4A' })],
                        }),
                      ],
                    }),
                    new TableCell({
                      width: { size: 6360, type: WidthType.DXA },
                      borders: { top: cellBorder, bottom: cellBorder, left: cellBorder, right: cellBorder },
                      margins: { top: 80, bottom: 80, left: 120, right: 120 },
                      children: [
                        new Paragraph({
                          children: [run({ text: hint, italics: true, color: '94A3B8' })],
                        }),
                      ],
                    }),
                  ],
                }),
            ),
          }),
        );
        children.push(new Paragraph({ text: '' }));
        break;
      case 'lines':
        for (let i = 0; i < block.count; i++) {
          children.push(
            new Paragraph({
              text: '',
              border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: 'CBD5E1', space: 1 } },
              spacing: { after: 200 },
            }),
          );
        }
        break;
    }
  }

  const doc = new Document({
    creator: COMPANY,
    lastModifiedBy: COMPANY,
    revision: 1,
    title: spec.title,
    subject: spec.subject,
    description: spec.description,
    keywords: spec.keywords,
    styles: {
      default: { document: { run: { font: FONT, size: 22, color: '334155' } } },
      paragraphStyles: [
        {
          id: 'Title',
          name: 'Title',
          basedOn: 'Normal',
          next: 'Normal',
          run: { font: FONT, size: 48, bold: true, color: '134E4A' },
          paragraph: { spacing: { after: 160 } },
        },
        {
          id: 'Heading1',
          name: 'Heading 1',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { font: FONT, size: 30, bold: true, color: '0F766E' },
          paragraph: { spacing: { before: 320, after: 120 } },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\u2022',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { margin: { top: 1200, bottom: 1200, left: 1300, right: 1300 } } },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                children: [
                  run({ text: 'GROW DIGITAL', bold: true, color: '0F766E', size: 18 }),
                  run({ text: `   ${spec.title}`, color: '64748B', size: 18 }),
                ],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                children: [
                  run({
                    text: `${SITE}  |  Book a discovery call: ${SITE}/book-discovery`,
                    color: '64748B',
                    size: 16,
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  const raw = await Packer.toBuffer(doc);
  return normalizeZip(raw, fixCoreDates);
}

// ---------------------------------------------------------------------------------------------
// XLSX

export function newWorkbook(title: string, subject: string): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = COMPANY;
  wb.lastModifiedBy = COMPANY;
  wb.created = FIXED_DATE;
  wb.modified = FIXED_DATE;
  wb.lastPrinted = FIXED_DATE;
  wb.title = title;
  wb.subject = subject;
  wb.company = COMPANY;
  return wb;
}

export async function saveWorkbook(wb: ExcelJS.Workbook): Promise<Buffer> {
  const raw = await wb.xlsx.writeBuffer();
  return normalizeZip(Buffer.from(raw), fixCoreDates);
}

// ---------------------------------------------------------------------------------------------
// ZIP

export async function buildZip(files: [string, string][]): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, text] of files) zip.file(name, text, { date: FIXED_DATE, createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}
