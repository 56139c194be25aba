/**
 * Small hostile PDFs, built in the tests rather than kept as binaries: each object is written with a
 * correct cross-reference table unless the case is about a broken one.
 */
export interface PdfParts {
  /** Objects 1…n, without their `n 0 obj` wrapper. Object 1 is the catalogue. */
  objects: string[];
  /** Extra trailer entries (an /Encrypt, say). */
  trailer?: string;
  /** Writes a table whose offsets point nowhere. */
  brokenXref?: boolean;
}

export function buildPdf({ objects, trailer = '', brokenXref = false }: PdfParts): Uint8Array {
  let body = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(brokenXref ? offset + 7919 : offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${brokenXref ? xrefAt + 13 : xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

const stream = (content: string, extra = '') => `<< /Length ${Buffer.byteLength(content, 'latin1')} ${extra}>>\nstream\n${content}\nendstream`;
const TEXT = 'BT /F1 12 Tf 72 720 Td (Grace Mensah) Tj 0 -16 Td (grace@example.com) Tj ET';
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** One page showing a name and an e-mail, with the page's parts replaceable. */
export function onePagePdf(options: { count?: number; content?: string; font?: string; catalogueExtra?: string; extraObjects?: string[]; trailer?: string; brokenXref?: boolean } = {}): Uint8Array {
  return buildPdf({
    objects: [
      `<< /Type /Catalog /Pages 2 0 R ${options.catalogueExtra ?? ''}>>`,
      `<< /Type /Pages /Kids [3 0 R] /Count ${options.count ?? 1} >>`,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
      stream(options.content ?? TEXT),
      options.font ?? FONT,
      ...(options.extraObjects ?? []),
    ],
    trailer: options.trailer,
    brokenXref: options.brokenXref,
  });
}

/** What an attacker's page shows: a word, nothing of a resume, so a parse that survives still fails. */
const NOT_A_RESUME = 'BT /F1 12 Tf 72 720 Td (x) Tj ET';

/** The hostile corpus: each must end as a failed parse, never as a crashed process. */
export function hostilePdfs(): Record<string, Uint8Array> {
  return {
    'broken xref': onePagePdf({ brokenXref: true, content: 'BT /F1 12 Tf 72 720 Td (' }),
    'a huge declared page count': onePagePdf({ count: 2_000_000_000, content: NOT_A_RESUME }),
    'JavaScript on open': onePagePdf({
      catalogueExtra: '/OpenAction 6 0 R /Names << /JavaScript << /Names [(x) 6 0 R] >> >>',
      content: NOT_A_RESUME,
      extraObjects: ['<< /S /JavaScript /JS (while(true){}) >>'],
    }),
    'a font that cannot load': onePagePdf({
      content: NOT_A_RESUME,
      font: `<< /Type /Font /Subtype /TrueType /BaseFont /Broken /FirstChar 32 /LastChar 126 /FontDescriptor 6 0 R >>`,
      extraObjects: ['<< /Type /FontDescriptor /FontName /Broken /Flags 32 /FontFile2 7 0 R >>', stream('\u0000\u0001garbage-not-a-font'.repeat(20), '/Length1 400 ')],
    }),
    encrypted: onePagePdf({
      content: NOT_A_RESUME,
      trailer: '/Encrypt 6 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>] ',
      extraObjects: ['<< /Filter /Standard /V 2 /R 3 /Length 128 /P -4 /O <' + 'ab'.repeat(32) + '> /U <' + 'cd'.repeat(32) + '> >>'],
    }),
    'a content stream that breaks off': onePagePdf({ content: 'BT /F1 12 Tf 72 720 Td (Grace) Tj ET q 1 0 0 1 0 0 cm /Im1 Do BI /W 99999 /H 99999 /BPC 8 /CS /RGB ID \u0000\u0001' }),
  };
}
