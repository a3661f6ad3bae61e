import { createContext } from 'react';

/**
 * On the server only (entry-server.tsx), the server's rich text sanitiser: DOMPurify over jsdom
 * with the browser's settings (apps/server features/web/rich-text.ts), handed to the render so
 * the web build carries no DOM implementation. Null in the browser, which sanitises with its own.
 */
export const ServerSanitizerContext = createContext<((html: string) => string) | null>(null);
