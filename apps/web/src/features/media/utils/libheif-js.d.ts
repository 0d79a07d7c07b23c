/** The part of libheif-js's WebAssembly bundle the browser converter uses (its own .d.ts leaves out HeifDecoder). */
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  interface HeifImage {
    get_width(): number;
    get_height(): number;
    display(target: ImageData, done: (shown: ImageData | null) => void): void;
    free(): void;
  }
  interface HeifDecoder {
    decode(bytes: Uint8Array): HeifImage[];
    decoder: { delete(): void };
  }
  // eslint-disable-next-line import-x/no-default-export -- describes the package's own default export
  export default function libheif(): { HeifDecoder: new () => HeifDecoder };
}
