// A minimal reverse proxy that brotli- or gzip-compresses text answers on the fly, as a CDN or a
// reverse proxy in front of the server would: benchmarks use it to show what compression gives.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|javascript|manifest\+json)|image\/svg)/;

export async function startCompressingProxy(listenPort: number, targetPort: number) {
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const accepts = String(incoming.headers['accept-encoding'] ?? '');
        const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null;
        if (!encoding || !COMPRESSIBLE.test(type) || answer.headers['content-encoding'] || answer.statusCode === 304) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const headers = { ...answer.headers, 'content-encoding': encoding, vary: 'Accept-Encoding' };
        delete headers['content-length'];
        outgoing.writeHead(answer.statusCode ?? 200, headers);
        const compressor =
          encoding === 'br'
            ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : createGzip({ level: 6 });
        pipeline(answer, compressor, outgoing, () => undefined);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    pipeline(incoming, upstream, () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
