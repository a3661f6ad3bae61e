/** Where a Brazilian postal code (CEP) is: what the profile form fills in. */
export interface PostalCodePlace {
  city: string;
  state: string;
}

/**
 * Looks a CEP (8 digits) up. Resolves null when the service knows no such CEP; rejects with
 * PostalCodeUnavailableError when it cannot say (down, slow, nonsense answer).
 */
export interface PostalCodeLookup {
  find(cep: string): Promise<PostalCodePlace | null>;
}

export class PostalCodeUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PostalCodeUnavailableError';
  }
}

export const POSTAL_CODE_TIMEOUT_MS = 3000;

/**
 * A lookup over HTTP in ViaCEP's JSON shape (`localidade`, `uf`; `{"erro": true}` or 404 for an
 * unknown CEP). `urlTemplate` holds a `{cep}` placeholder (CEP_LOOKUP_URL).
 */
export function createHttpPostalCodeLookup(urlTemplate: string, timeoutMs = POSTAL_CODE_TIMEOUT_MS): PostalCodeLookup {
  return {
    async find(cep) {
      const url = urlTemplate.replaceAll('{cep}', encodeURIComponent(cep));
      let response: Response;
      let body: unknown;
      try {
        response = await fetch(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
        if (response.status === 404) return null;
        if (!response.ok) throw new PostalCodeUnavailableError(`postal-code service answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof PostalCodeUnavailableError) throw error;
        throw new PostalCodeUnavailableError('postal-code service unreachable or too slow', { cause: error });
      }
      return readViaCepAnswer(body);
    },
  };
}

function readViaCepAnswer(body: unknown): PostalCodePlace | null {
  if (typeof body !== 'object' || body === null)
    throw new PostalCodeUnavailableError('postal-code answer is not an object');
  const answer = body as { erro?: unknown; localidade?: unknown; uf?: unknown };
  // ViaCEP says `"erro": true` (older versions: "true") with status 200 for an unknown CEP.
  if (answer.erro === true || answer.erro === 'true') return null;
  if (typeof answer.localidade !== 'string' || typeof answer.uf !== 'string' || answer.localidade === '') {
    throw new PostalCodeUnavailableError('postal-code answer lacks localidade/uf');
  }
  return { city: answer.localidade, state: answer.uf };
}
