// The web-platform globals shared code uses. Both its runtimes have them (the browsers we
// support and Node ≥ 20), but TypeScript has no lib for that common subset, and src/shared is
// checked with the ES library alone (src/shared/tsconfig.json: no DOM, no @types/node). So
// each is declared here, only as far as it is used. Add only what both runtimes provide.
declare function atob(data: string): string;
declare function btoa(data: string): string;

declare class URL {
  static canParse(url: string, base?: string): boolean;
  constructor(url: string, base?: string);
  readonly protocol: string;
}
