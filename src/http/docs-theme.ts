/**
 * The /docs page's own style sheet (swagger-ui's `theme.css`, served from the page's origin so the
 * CSP's style-src 'self' allows it): narrow-screen rules so the reference reads at 390 px without a
 * sideways scroll (issue 36 §2; test/e2e/docs-narrow.test.ts). Swagger UI lays its operation rows,
 * parameter and response tables out for a desktop; below 600 px each of them wraps or stacks, code
 * wraps its lines, and only a long code sample scrolls inside its own box.
 */
export const DOCS_THEME_CSS = `
@media (max-width: 600px) {
  .swagger-ui .wrapper { padding: 0 10px; }
  .swagger-ui .topbar { padding: 6px 0; }
  .swagger-ui .topbar .wrapper { padding: 0 10px; }
  .swagger-ui .topbar .download-url-wrapper { display: none; }
  .swagger-ui .info { margin: 20px 0; }
  .swagger-ui .info .title { font-size: 26px; }
  .swagger-ui .info .title small { display: inline-block; margin-top: 4px; }
  .swagger-ui .info table { display: block; overflow-x: auto; }
  .swagger-ui .markdown p, .swagger-ui .markdown li, .swagger-ui .renderedMarkdown p { overflow-wrap: anywhere; }
  .swagger-ui .markdown code, .swagger-ui .renderedMarkdown code { white-space: pre-wrap; overflow-wrap: anywhere; }
  .swagger-ui .markdown pre, .swagger-ui .renderedMarkdown pre { max-width: 100%; overflow-x: auto; }
  .swagger-ui .scheme-container { padding: 12px 0; }
  .swagger-ui .scheme-container .schemes { flex-wrap: wrap; gap: 8px; }
  .swagger-ui .servers, .swagger-ui .servers > label, .swagger-ui .servers select { max-width: 100%; margin-right: 0; }
  .swagger-ui .schemes-server-container { min-width: 0; max-width: 100%; }
  .swagger-ui .opblock-tag { font-size: 20px; padding: 8px 4px; }
  .swagger-ui .opblock-tag small { display: none; }
  .swagger-ui .opblock .opblock-summary { flex-wrap: wrap; row-gap: 4px; }
  .swagger-ui .opblock .opblock-summary-control { min-width: 0; }
  .swagger-ui .opblock .opblock-summary-path,
  .swagger-ui .opblock .opblock-summary-path__deprecated { flex: 1 1 0; min-width: 0; max-width: none; word-break: break-all; font-size: 14px; }
  .swagger-ui .opblock .opblock-summary-description { flex-basis: 100%; padding-left: 4px; }
  .swagger-ui .opblock .opblock-section-header { flex-wrap: wrap; }
  .swagger-ui .opblock-description-wrapper, .swagger-ui .opblock-external-docs-wrapper,
  .swagger-ui .opblock-title_normal { padding: 10px; }
  .swagger-ui table, .swagger-ui table tbody, .swagger-ui table tr, .swagger-ui table td { display: block; width: 100%; }
  .swagger-ui table thead { display: none; }
  .swagger-ui table tr { padding: 6px 0; border-bottom: 1px solid rgba(59, 65, 81, 0.2); }
  .swagger-ui table td { padding: 4px 0 !important; }
  .swagger-ui .parameters-col_name { width: 100%; }
  .swagger-ui .response-col_status { font-weight: 600; }
  .swagger-ui .highlight-code, .swagger-ui .microlight, .swagger-ui pre { max-width: 100%; overflow-x: auto; }
  .swagger-ui .model-box, .swagger-ui .model-example { max-width: 100%; overflow-x: auto; }
  .swagger-ui section.models { margin: 10px 0; }
  .swagger-ui section.models .model-container { margin: 0; }
  .swagger-ui .btn { margin-bottom: 4px; }
  .swagger-ui .responses-inner { padding: 10px; }
}
`;
