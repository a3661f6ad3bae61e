import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Shared by the QR kit's API test and the e2e manager flow (e2e/tests/manager-flow.spec.ts).

/** Each page's text and the QR codes found in its images (decoded from their pixels with jsQR). */
export async function readPdf(bytes: Uint8Array) {
  const document = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: Array<{ text: string; codes: string[] }> = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const operators = await page.getOperatorList();
    const codes: string[] = [];
    for (const [index, op] of operators.fnArray.entries()) {
      if (op !== OPS.paintImageXObject) continue;
      const name = operators.argsArray[index]?.[0] as string;
      const image = (await new Promise((resolve) => page.objs.get(name, resolve))) as {
        width: number;
        height: number;
        data: Uint8ClampedArray;
      };
      const pixels = image.width * image.height;
      // pdf.js hands RGB (3 bytes a pixel) or RGBA; jsQR wants RGBA.
      const rgba =
        image.data.length === pixels * 4
          ? new Uint8ClampedArray(image.data)
          : Uint8ClampedArray.from({ length: pixels * 4 }, (_, i) =>
              i % 4 === 3 ? 255 : (image.data[(i >> 2) * 3 + (i % 4)] ?? 0),
            );
      const decoded = jsQR(rgba, image.width, image.height);
      if (decoded) codes.push(decoded.data);
    }
    pages.push({ text, codes });
  }
  return pages;
}
