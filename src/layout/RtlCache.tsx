import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { prefixer } from 'stylis';
import { rtlPlugin } from './rtlPlugin';

/** Emotion styles flipped for right-to-left (MUI's RTL guide; the flip: ./rtlPlugin.ts). */
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

export const RtlCache = ({ children }: { children: ReactNode }) => (
    <CacheProvider value={rtlCache}>{children}</CacheProvider>
);
