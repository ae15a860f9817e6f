/**
 * Search text as the API receives it (docs/openapi.yaml, resources: `search`): what staff type,
 * read the same way whichever keyboard typed it. The admin sends it so, and a server (the mock
 * too) compares both sides so, so that `علي`, `علی` and `عَلی` find the same customer and `۰۹۱۲`
 * finds `0912…`.
 *
 * - Persian (۰–۹) and Arabic-Indic (٠–٩) digits become ASCII;
 * - Arabic `ي` and `ى` become Persian `ی`, Arabic `ك` becomes Persian `ک`;
 * - Arabic diacritics (harakat, tanwin, shadda, sukun, superscript alef) and the tatweel go;
 * - runs of white space become one space, with none at either end.
 */
export function normalizeSearch(text: string): string {
    return text
        .replace(/[\u06F0-\u06F9]/g, digit => String(digit.charCodeAt(0) - 0x06f0))
        .replace(/[\u0660-\u0669]/g, digit => String(digit.charCodeAt(0) - 0x0660))
        .replace(/[\u064A\u0649]/g, '\u06CC')
        .replace(/\u0643/g, '\u06A9')
        .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u0640]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
}

/**
 * The record id a search names on its own (`123`, `#123`, `#۱۲۳`, `# 12`), or null when the text
 * is anything more than an id.
 */
export function searchedId(text: string): number | null {
    const match = /^#?\s*([0-9]{1,15})$/.exec(normalizeSearch(text));
    if (!match) return null;
    const id = Number(match[1]);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
}
