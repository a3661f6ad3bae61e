// Writes the demo museum's leaflet (PDF, printed by headless Chromium from HTML built out of the
// demo content) and the mill's technical sheet (plain text). Developer machines only.
// Run: node --import tsx scripts/demo-media/make-documents.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localize } from '@percurso/shared';
import { buildDemoContent } from '../../apps/server/src/features/demo/content/index.ts';

const out = join(import.meta.dirname, '../../apps/server/demo/media/museum/docs');
mkdirSync(out, { recursive: true });
const museum = buildDemoContent().venues.find((venue) => venue.guide.id === 'demo-museum');
if (!museum) throw new Error('demo museum missing');
const { guide } = museum;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const pointsOf = (journeyId: string) =>
  museum.points.filter((point) => point.journeyIds.includes(journeyId)).map((point) => localize(point.name, 'pt'));

const html = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><style>
  @page { size: A4; margin: 22mm 20mm; }
  body { font-family: 'DejaVu Sans', sans-serif; color: #3b2314; font-size: 11pt; line-height: 1.5; }
  h1 { font-size: 26pt; margin: 0 0 4mm; color: #6b3e1f; } h2 { color: #6b3e1f; margin-top: 8mm; }
  .lead { font-size: 13pt; } .box { border: 1px solid #d9c3a5; border-radius: 4mm; padding: 4mm 6mm; background: #fbf5ec; }
  .page2 { page-break-before: always; } td { padding: 1.5mm 4mm 1.5mm 0; vertical-align: top; }
</style><body>
  <h1>${escapeHtml(localize(guide.name, 'pt'))}</h1>
  <p class="lead">${escapeHtml(localize(guide.description, 'pt'))}</p>
  <h2>Visite no seu ritmo</h2>
  <p>Abra o guia no celular, escolha uma jornada e leia o código QR ao lado de cada peça para
  ouvir a narração, ver vídeos e imagens e responder ao quiz. Disponível em português, inglês,
  espanhol e francês.</p>
  <div class="box"><strong>Horários</strong><br>Terça a sexta, 9h às 17h · Sábados, domingos e feriados, 10h às 18h<br>
  Entrada gratuita às quartas-feiras.</div>
  <div class="page2">
  ${museum.journeys
    .map(
      (journey) => `<h2>${escapeHtml(localize(journey.name, 'pt'))}</h2>
      <p>${escapeHtml(localize(journey.description, 'pt'))}</p>
      <table>${pointsOf(journey.id)
        .map((name, index) => `<tr><td>${index + 1}.</td><td>${escapeHtml(name)}</td></tr>`)
        .join('')}</table>`,
    )
    .join('')}
  <p style="margin-top:12mm;font-size:9pt;color:#7a6a5a">Folheto de demonstração do Percurso. Museu fictício; textos
  originais publicados sob CC0-1.0.</p></div>
</body></html>`;

const work = mkdtempSync(join(tmpdir(), 'leaflet-'));
writeFileSync(join(work, 'folheto.html'), html);
execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-pdf-header-footer',
  `--print-to-pdf=${join(out, 'folheto.pdf')}`,
  join(work, 'folheto.html'),
]);

writeFileSync(
  join(out, 'ficha-tecnica.txt'),
  `FICHA TÉCNICA — MOENDA DE TRAÇÃO ANIMAL
Museu do Açúcar e do Café (acervo fictício de demonstração do Percurso)

Objeto ........... Moenda vertical de três cilindros (engenho de almanjarra)
Época ............ Segunda metade do século XIX
Materiais ........ Madeira de lei (cilindros e estrutura), ferro forjado (cintas e eixos)
Dimensões ........ Altura 2,10 m · Diâmetro dos cilindros 0,45 m · Braço de tração 6,00 m
Força motriz ..... Uma junta de bois girando o braço de tração
Capacidade ....... Cerca de 300 litros de caldo por dia de moagem
Estado ........... Restaurada; cilindros originais, estrutura de apoio refeita
Localização ...... Sala do Engenho

Texto original, publicado sob CC0-1.0.
`,
);
console.log('documents written to', out);
