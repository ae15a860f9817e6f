/** Prints rows as an aligned text table (first column left, the others right-aligned). */
export function table(rows, headers) {
    const widths = headers.map((h, i) => Math.max(h.length, ...rows.map(r => String(r[i]).length)));
    const line = cells =>
        cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('   ');
    console.log('  ' + line(headers));
    console.log('  ' + widths.map(w => '-'.repeat(w)).join('   '));
    for (const r of rows) console.log('  ' + line(r));
}
