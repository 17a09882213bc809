// Tipos de precarga.js.

/** Lo que la precarga temprana deja en la página: la lectura de remotes.json y la del manifiesto del remoto. */
export interface PrecargaTemprana {
  readonly lista: Promise<Response>;
  /** null: remotes.json no trae el remoto de la ruta o no respondió */
  readonly manifiesto: Promise<{ readonly url: string; readonly respuesta: Promise<Response> } | null>;
}

/** Lo que un mf-manifest.json dice y la precarga usa. */
export interface ManifiestoRemoto {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    fondoPaginas?: Record<string, { js?: string[]; datos?: string[] }>;
  };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

export declare function archivosDePagina(manifiesto: ManifiestoRemoto, urlManifiesto: string, patron: string): string[];
export declare function precargarScript(url: string): void;
export declare function precargaTemprana(
  remotos: Record<string, string[]>,
  coincide: (patron: string, pathname: string) => boolean,
  archivosDePagina: (m: ManifiestoRemoto, url: string, patron: string) => string[],
  precargarScript: (url: string) => void,
): void;
export declare function precargaTempranaDeLaPagina(): PrecargaTemprana | null;
