import type { PostalCodeAddress } from '@percurso/shared';
import { useRef, useState } from 'react';
import { api } from '../../../api/endpoints.ts';
import { isApiError } from '../../../api/http.ts';
import { completeCep } from './profile-form.ts';

/** Where the last lookup stands: found fills the city; the failures say the visitor can type it. */
export type PostalCodeStatus = 'idle' | 'looking-up' | 'found' | 'not-found' | 'unavailable';

/**
 * Spec §5: when the CEP changes, a lookup fills the city (and the state). Each complete CEP is
 * looked up once; a late answer for a CEP the visitor has since changed is ignored.
 */
export function usePostalCodeLookup(onFound: (address: PostalCodeAddress) => void) {
  const [status, setStatus] = useState<PostalCodeStatus>('idle');
  const latest = useRef<string | null>(null);

  const lookUp = async (typed: string) => {
    const cep = completeCep(typed);
    if (cep === latest.current) return;
    latest.current = cep;
    if (cep === null) {
      setStatus('idle');
      return;
    }
    setStatus('looking-up');
    try {
      const address = await api.postalCode(cep);
      if (latest.current !== cep) return;
      onFound(address);
      setStatus('found');
    } catch (error) {
      if (latest.current !== cep) return;
      setStatus(isApiError(error, 'postal-code/not-found') ? 'not-found' : 'unavailable');
    }
  };

  return { status, lookUp };
}
