// Everything the integration tests share, by job: the client (API, pages, forms, queue), factories, records read from
// D1, pages read as HTML, and the API's shapes.
export * from "./support/api-types";
export * from "./support/client";
export * from "./support/factories";
export * from "./support/html";
export * from "./support/records";
