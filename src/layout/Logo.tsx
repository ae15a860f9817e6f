/** The gold-bars mark of the product (90 × 50). */
export const Logo = ({ width = 90 }: { width?: number }) => (
    <svg width={width} height={(width * 50) / 90} viewBox="0 0 90 50" role="img" aria-hidden="true">
        <rect x="5" y="26" width="38" height="20" rx="3" fill="#c9961a" />
        <rect x="47" y="26" width="38" height="20" rx="3" fill="#d4a62a" />
        <rect x="26" y="4" width="38" height="20" rx="3" fill="#f2c94c" />
        <path d="M30 8h30" stroke="#fff6d5" strokeWidth="2" strokeLinecap="round" opacity="0.7" />
    </svg>
);
