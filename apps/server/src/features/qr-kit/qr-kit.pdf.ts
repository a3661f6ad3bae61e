import { type Catalogue, LOCALES, resources } from '@percurso/i18n';
import { type LocalizedText, localize } from '@percurso/shared';

export interface KitCard {
  name: LocalizedText;
  url: string;
  /** The point's stop number, printed large above its code (what the keypad takes). */
  stopNumber?: number | undefined;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const GAP = 18;
const COLUMNS = 2;
const ROWS = 2;
const CARD_WIDTH = (A4.width - 2 * MARGIN - GAP * (COLUMNS - 1)) / COLUMNS;
const CARD_HEIGHT = (A4.height - 2 * MARGIN - GAP * (ROWS - 1)) / ROWS;
const QR_SIZE = 164;
const NUMBER_HEIGHT = 30;
const FLAGS: Record<(typeof LOCALES)[number], string> = { 'pt-BR': 'PT', en: 'EN', es: 'ES', fr: 'FR' };

/**
 * The print kit of a journey: A4 pages of four cut-out cards, each with the guide's and the
 * point's names, its stop number ("Nº 7", what visitors type on the guide's keypad), the point's
 * QR code (its signed /qrcode/{pointId}?s= link) and "scan me" in four languages.
 * Standard PDF fonts: names outside Latin-1 print as their closest characters.
 */
export async function renderQrKit(input: {
  guideName: string;
  journeyName: string;
  cards: KitCard[];
}): Promise<Buffer> {
  // pdfkit and qrcode load on first use: only the print kit needs them, and a restart is faster.
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([import('pdfkit'), import('qrcode')]);
  const document = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: {
      Title: text(resources['pt-BR'].translation, 'qr.kit.title', { journey: input.journeyName }),
      Creator: 'Percurso',
    },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const instructions = LOCALES.map((locale) => `${FLAGS[locale]}  ${resources[locale].translation['qr.kit.scan']}`);
  for (const [index, card] of input.cards.entries()) {
    const slot = index % (COLUMNS * ROWS);
    if (slot === 0) document.addPage();
    const x = MARGIN + (slot % COLUMNS) * (CARD_WIDTH + GAP);
    const y = MARGIN + Math.floor(slot / COLUMNS) * (CARD_HEIGHT + GAP);
    document.save().lineWidth(0.5).dash(4, { space: 3 }).strokeColor('#999999');
    document.roundedRect(x, y, CARD_WIDTH, CARD_HEIGHT, 8).stroke();
    document.restore();

    const inner = CARD_WIDTH - 24;
    document.fillColor('#555555').font('Helvetica').fontSize(9);
    document.text(input.guideName, x + 12, y + 14, { width: inner, align: 'center', height: 12, ellipsis: true });
    document.fillColor('#111111').font('Helvetica-Bold').fontSize(15);
    document.text(localize(card.name, 'pt') || '—', x + 12, y + 32, {
      width: inner,
      align: 'center',
      height: 40,
      ellipsis: true,
    });
    if (card.stopNumber !== undefined) {
      document.fillColor('#111111').font('Helvetica-Bold').fontSize(24);
      document.text(`Nº ${card.stopNumber}`, x + 12, y + 76, { width: inner, align: 'center', height: NUMBER_HEIGHT });
    }
    const qrTop = y + 76 + NUMBER_HEIGHT;
    const qr = await QRCode.toBuffer(card.url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8 });
    document.image(qr, x + (CARD_WIDTH - QR_SIZE) / 2, qrTop, { width: QR_SIZE, height: QR_SIZE });
    document.fillColor('#222222').font('Helvetica').fontSize(8);
    let lineY = qrTop + QR_SIZE + 10;
    for (const line of instructions) {
      document.text(line, x + 12, lineY, { width: inner, align: 'left', height: 22, ellipsis: true });
      lineY = document.y + 2;
    }
  }
  if (input.cards.length === 0) document.addPage();
  document.end();
  return finished;
}

function text(catalogue: Catalogue, key: 'qr.kit.title', values: { journey: string }): string {
  return catalogue[key].replace('{{journey}}', values.journey);
}
