import { BrowserRouter } from 'react-router-dom';
import { AdminApp } from './AdminApp';
import { RtlCache } from './layout/RtlCache';

/** The admin in the browser: RTL styles and real paths (README, Routes: no `#/` hashes). */
export const App = () => (
    <RtlCache>
        <BrowserRouter>
            <AdminApp />
        </BrowserRouter>
    </RtlCache>
);
