/**
 * pix's icon: a rising line on the terminal's dark panel, in its accent colour. One SVG of a few hundred
 * bytes, served by pix itself at the path the terminal page links and at `/favicon.ico` (the path
 * browsers ask for on their own, for any page of pix), so no page logs a failed icon request.
 */
export const FAVICON_PATHS = { linked: "/favicon.svg", browserDefault: "/favicon.ico" } as const;

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b0f14"/><path d="M6 23l6-7 5 4 9-11" fill="none" stroke="#5aa9ff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
