import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The search box state, mirrored in the page URL (`/index?q=...`) so a reload or a shared link
 * keeps it. Words are sent to the API as typed; '+' and spaces both separate words.
 */
export function useGuideSearch(): { value: string; setValue: (value: string) => void; query: string } {
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState(() => params.get('q') ?? '');
  const [query] = useDebouncedValue(value.trim(), 250);

  useEffect(() => {
    if ((params.get('q') ?? '') === query) return;
    setParams(query ? { q: query } : {}, { replace: true, preventScrollReset: true });
  }, [params, query, setParams]);

  return { value, setValue, query };
}
