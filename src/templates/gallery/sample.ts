/** Persian sample content shared by the gallery pages (deterministic, no randomness). */
export const people = [
    'سارا محمدی',
    'علی رضایی',
    'مریم حسینی',
    'رضا کریمی',
    'زهرا احمدی',
    'محمد موسوی',
    'فاطمه جعفری',
    'حسین صادقی',
    'نرگس رحیمی',
    'امیر قاسمی',
    'لیلا نوری',
    'مهدی عباسی',
];

export const provinces = [
    'تهران', 'اصفهان', 'فارس', 'خراسان رضوی', 'آذربایجان شرقی', 'خوزستان', 'مازندران', 'گیلان',
    'کرمان', 'یزد', 'البرز', 'قم', 'همدان', 'کرمانشاه', 'هرمزگان', 'بوشهر', 'سیستان و بلوچستان',
    'لرستان', 'مرکزی', 'زنجان', 'قزوین', 'اردبیل', 'گلستان', 'سمنان', 'کردستان', 'ایلام',
];

export const products = ['سکه‌ی امامی', 'نیم‌سکه', 'ربع‌سکه', 'طلای آب‌شده', 'شمش نقره', 'گردنبند طلا', 'دستبند طلا', 'انگشتر طلا'];

/** First letter of a Persian name, for avatars. */
export const initial = (name: string) => name.trim().charAt(0);

/** A deterministic pseudo-random sequence (mulberry32), for sample figures. */
export function seeded(seed: number) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

const imagePalettes = [
    ['#1b7f4b', '#9be7bf'],
    ['#1e5bb8', '#a9c8f5'],
    ['#b76e00', '#ffd89a'],
    ['#7b1fa2', '#e1b8f0'],
    ['#c62828', '#ffb4a9'],
    ['#00838f', '#a5ecf2'],
    ['#37474f', '#cfd8dc'],
    ['#ad1457', '#f8bbd0'],
];

/**
 * A sample picture drawn as SVG (no image server is reachable): a gradient sky, hills and a sun,
 * in one of eight palettes.
 */
export function sampleImage(index: number, width = 800, height = 600): string {
    const [dark, light] = imagePalettes[index % imagePalettes.length];
    const sunX = 120 + ((index * 173) % (width - 240));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${sunX}" cy="${height * 0.3}" r="${height * 0.1}" fill="#ffffff" opacity="0.8"/>
<path d="M0 ${height * 0.75} Q ${width * 0.25} ${height * 0.45} ${width * 0.5} ${height * 0.7} T ${width} ${height * 0.6} V ${height} H 0 Z" fill="${dark}" opacity="0.55"/>
<path d="M0 ${height * 0.85} Q ${width * 0.35} ${height * 0.65} ${width * 0.7} ${height * 0.85} T ${width} ${height * 0.8} V ${height} H 0 Z" fill="${dark}"/>
</svg>`;
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
