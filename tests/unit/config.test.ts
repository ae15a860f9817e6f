// @vitest-environment jsdom
import { apiBase, apiUrl, deriveApiBase, resolveApiBase } from '../../src/config';
import { isMockEnabled, startMockEarly } from '../../vite.config';

type Loc = Pick<Location, 'protocol' | 'hostname' | 'port'>;

/** A location as the browser gives it, built from a URL (port is '' when default). */
const at = (url: string): Loc => {
    const { protocol, hostname, port } = new URL(url);
    return { protocol, hostname, port };
};

describe('deriveApiBase (README, Configuration)', () => {
    it('replaces a leading "admin" label with "api" (contract example)', () => {
        expect(deriveApiBase(at('https://admin.gold.ir'))).toBe('https://api.gold.ir');
    });

    it('keeps protocol, the rest of the label and the port (contract example)', () => {
        expect(deriveApiBase(at('http://admin-staging.gold.ir:8080'))).toBe('http://api-staging.gold.ir:8080');
    });

    it('keeps the path out of the base', () => {
        expect(deriveApiBase(at('https://admin.gold.ir/bank/create?x=1'))).toBe('https://api.gold.ir');
    });

    it('uses the page origin for localhost, port included', () => {
        expect(deriveApiBase(at('http://localhost:5173/'))).toBe('http://localhost:5173');
        expect(deriveApiBase(at('http://localhost/'))).toBe('http://localhost');
    });

    it('uses the page origin for an IP address', () => {
        expect(deriveApiBase(at('http://127.0.0.1:4173/login'))).toBe('http://127.0.0.1:4173');
    });

    it('replaces the first label that starts with "admin", even when it is not the first label', () => {
        expect(deriveApiBase(at('https://panel.admin.gold.ir'))).toBe('https://panel.api.gold.ir');
    });

    it('replaces only the first such label', () => {
        expect(deriveApiBase(at('https://admin.admin.gold.ir'))).toBe('https://api.admin.gold.ir');
        expect(deriveApiBase(at('https://admin1.admin2.gold.ir'))).toBe('https://api1.admin2.gold.ir');
    });

    it('leaves a label that merely contains "admin" (not at its start) unchanged', () => {
        expect(deriveApiBase(at('https://myadmin.gold.ir'))).toBe('https://myadmin.gold.ir');
        expect(deriveApiBase(at('https://gold-admin.example.com:8443'))).toBe('https://gold-admin.example.com:8443');
    });

    it('does not touch "admin" in a later label when an earlier label merely contains it', () => {
        expect(deriveApiBase(at('https://myadmin.admin.gold.ir'))).toBe('https://myadmin.api.gold.ir');
    });
});

describe('resolveApiBase (README, Configuration)', () => {
    const page = at('https://admin.gold.ir');

    it('prefers VITE_API_URL over the derived base', () => {
        expect(resolveApiBase('https://backend.example.com', page)).toBe('https://backend.example.com');
    });

    it('trims trailing slashes from VITE_API_URL', () => {
        expect(resolveApiBase('https://backend.example.com/', page)).toBe('https://backend.example.com');
        expect(resolveApiBase('https://backend.example.com///', page)).toBe('https://backend.example.com');
        expect(resolveApiBase('https://backend.example.com/v1/', page)).toBe('https://backend.example.com/v1');
    });

    it('trims surrounding whitespace of VITE_API_URL', () => {
        expect(resolveApiBase('  https://backend.example.com/  ', page)).toBe('https://backend.example.com');
    });

    it('ignores a missing, empty or blank VITE_API_URL and derives the base', () => {
        expect(resolveApiBase(undefined, page)).toBe('https://api.gold.ir');
        expect(resolveApiBase('', page)).toBe('https://api.gold.ir');
        expect(resolveApiBase('   ', page)).toBe('https://api.gold.ir');
        expect(resolveApiBase('', at('http://localhost:3000/'))).toBe('http://localhost:3000');
    });
});

describe('apiBase / apiUrl (the page under test)', () => {
    afterEach(() => {
        vi.unstubAllEnvs();
    });

    it('derives the base from window.location when VITE_API_URL is unset', () => {
        vi.stubEnv('VITE_API_URL', '');
        // jsdom's default page is http://localhost:3000/, which has no "admin" label.
        expect(apiBase()).toBe(window.location.origin);
        expect(apiUrl('/admin/bank')).toBe(`${window.location.origin}/admin/bank`);
        expect(apiUrl('admin/bank')).toBe(`${window.location.origin}/admin/bank`);
    });

    it('uses VITE_API_URL when set', () => {
        vi.stubEnv('VITE_API_URL', 'https://api.example.com/');
        expect(apiBase()).toBe('https://api.example.com');
        expect(apiUrl('/admin/me')).toBe('https://api.example.com/admin/me');
    });
});

describe('isMockEnabled (vite.config.ts, README, Configuration)', () => {
    it('dev server: mock on unless VITE_MOCK_API is exactly "false"', () => {
        expect(isMockEnabled('serve', undefined)).toBe(true);
        expect(isMockEnabled('serve', '')).toBe(true);
        expect(isMockEnabled('serve', 'true')).toBe(true);
        expect(isMockEnabled('serve', 'false')).toBe(false);
    });

    it('build: mock off unless VITE_MOCK_API is exactly "true"', () => {
        expect(isMockEnabled('build', undefined)).toBe(false);
        expect(isMockEnabled('build', '')).toBe(false);
        expect(isMockEnabled('build', 'false')).toBe(false);
        expect(isMockEnabled('build', '1')).toBe(false);
        expect(isMockEnabled('build', 'true')).toBe(true);
    });
});

describe('startMockEarly (vite.config.ts): the built page starts the mock as it begins', () => {
    type Added = { tag: string; children?: string; attrs?: Record<string, unknown> };
    const chunk = (fileName: string, more: { isEntry?: boolean; facadeModuleId?: string; imports?: string[] } = {}) => ({
        type: 'chunk',
        fileName,
        isEntry: false,
        facadeModuleId: null,
        imports: [],
        ...more,
    });
    /** A demo build's files: the entry, the runtime, the mock's page part and what it imports, the worker. */
    const demoBuild = () => [
        chunk('assets/index-a1.js', { isEntry: true, facadeModuleId: '/app/index.html', imports: ['assets/rolldown-runtime-r1.js'] }),
        chunk('assets/rolldown-runtime-r1.js'),
        chunk('assets/browser-b1.js', {
            facadeModuleId: '/app/src/mock/browser.ts',
            imports: ['assets/index-a1.js', 'assets/rolldown-runtime-r1.js', 'assets/samples-s1.js', 'assets/settings-t1.js'],
        }),
        chunk('assets/samples-s1.js'),
        chunk('assets/settings-t1.js', { imports: ['assets/rolldown-runtime-r1.js'] }),
        chunk('assets/ResourceList-l1.js', { facadeModuleId: '/app/src/resources/screens/ResourceList.tsx' }),
        { type: 'asset', fileName: 'assets/mockWorker-Ab_9-x.js' },
    ];
    /** What the plugin adds to the built index.html, given the files the build emitted. */
    const added = (mock: boolean, files: Array<{ fileName: string }>): Added[] => {
        const { transformIndexHtml } = startMockEarly({ mock }) as unknown as {
            transformIndexHtml: { handler: (html: string, context: { bundle?: Record<string, unknown> }) => Added[] };
        };
        return transformIndexHtml.handler('', { bundle: Object.fromEntries(files.map(file => [file.fileName, file])) });
    };

    it('starts the emitted mock worker and registers the service worker, in the head', () => {
        const [script, ...rest] = added(true, demoBuild()).filter(tag => tag.tag === 'script');
        expect(rest).toEqual([]);
        // what the script does, run against stand-ins of the page's Worker and service worker container
        const started: Array<[string, WorkerOptions]> = [];
        const registered: Array<[string, RegistrationOptions]> = [];
        const window: { __zarMockEarly?: { worker?: unknown } } = {};
        const navigator = { serviceWorker: { register: async (url: string, options: RegistrationOptions) => void registered.push([url, options]) } };
        class Worker {
            constructor(url: string, options: WorkerOptions) {
                started.push([url, options]);
            }
        }
        new Function('window', 'navigator', 'Worker', script.children ?? '')(window, navigator, Worker);
        expect(started).toEqual([['/assets/mockWorker-Ab_9-x.js', { type: 'module', name: 'zar-mock' }]]);
        expect(window.__zarMockEarly?.worker).toBeInstanceOf(Worker);
        expect(registered).toEqual([['/zarMockServiceWorker.js', { scope: '/' }]]);
    });

    it("preloads the mock's page part and the chunks it imports, not what the entry already loads nor the screens", () => {
        const preloaded = added(true, demoBuild()).filter(tag => tag.tag === 'link');
        expect(preloaded.map(tag => tag.attrs?.rel)).toEqual(['modulepreload', 'modulepreload', 'modulepreload']);
        expect(preloaded.map(tag => tag.attrs?.href)).toEqual(['/assets/browser-b1.js', '/assets/samples-s1.js', '/assets/settings-t1.js']);
        // module scripts are fetched in CORS mode: the preload is only used when it is too
        expect(preloaded.every(tag => tag.attrs?.crossorigin === true)).toBe(true);
    });

    it('adds nothing to a build without the mock', () => {
        expect(added(false, [chunk('assets/index-a1.js', { isEntry: true })])).toEqual([]);
    });

    it('stops a build with the mock whose worker it cannot find', () => {
        expect(() => added(true, demoBuild().filter(file => !file.fileName.includes('mockWorker')))).toThrow(/no mock worker/);
    });

    it('stops a build with the mock whose page part it cannot find', () => {
        expect(() => added(true, demoBuild().filter(file => !file.fileName.includes('browser')))).toThrow(/page part/);
    });
});
