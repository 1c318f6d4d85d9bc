// Vite serves `?raw` imports as the file's text; hostile fixtures (HTML, truncated JSON) load this way.
declare module "*?raw" {
  const text: string;
  export default text;
}
