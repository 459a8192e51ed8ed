/** subset-font ships no types: the one call scripts/fonts/subset-inter.ts makes. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'sfnt';
      variationAxes?: Record<string, { min: number; max: number }>;
    },
  ): Promise<Buffer>;
}
