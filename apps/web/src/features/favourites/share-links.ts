/** The web share addresses of the networks the spec names (§2: threads, twitter, facebook, whatsapp). */
export function shareLinks(url: string, text: string) {
  const u = encodeURIComponent(url);
  const withUrl = encodeURIComponent(`${text} ${url}`);
  return [
    { network: 'Threads', href: `https://www.threads.net/intent/post?text=${withUrl}` },
    { network: 'X', href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${u}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${withUrl}` },
  ] as const;
}

/** The shared link of a route: /fav/{id} on this site, for anyone. */
export const routeLink = (routeId: string) => `${window.location.origin}/fav/${encodeURIComponent(routeId)}`;
