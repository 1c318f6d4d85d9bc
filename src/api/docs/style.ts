/**
 * The house style of pix's own documentation pages (`/docs/problems`, the guides under `/docs/guides`):
 * one column of system-font text, inline in each page (the docs CSP allows inline styles, not scripts).
 */
export const DOCS_STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; color: #1d2430; }
  h1 { font-size: 1.6rem; } h2 { font-size: 1.15rem; margin-top: 2.2rem; }
  code { background: #f2f4f7; padding: 0 .25em; border-radius: 3px; }
  nav a { margin-right: .6rem; white-space: nowrap; }`;
