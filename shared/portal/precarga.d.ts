// Tipos de precarga.js.

/** Un GET a la API pedido por adelantado con el token de la pestaña. */
export interface DatoPrecargado {
  readonly token: string;
  readonly respuesta: Promise<Response>;
  /** Date.now() al pedirlo */
  readonly pedida: number;
}

/**
 * Lo que la precarga temprana deja en la página: la lectura de remotes.json, la del manifiesto del remoto y
 * los datos de la página (url absoluta -> su GET).
 */
export interface PrecargaTemprana {
  readonly lista: Promise<Response>;
  /** null: remotes.json no trae el remoto de la ruta o no respondió */
  readonly manifiesto: Promise<{ readonly url: string; readonly respuesta: Promise<Response> } | null>;
  /** la shell saca de aquí cada dato que toma */
  readonly datos?: Record<string, DatoPrecargado>;
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
export declare function sinParametros(patron: string, pathname: string): boolean;
export declare function pedirDato(ruta: string, token: string): { url: string; dato: DatoPrecargado };
export declare function precargaTemprana(
  remotos: Record<string, readonly { patron: string; datos?: readonly string[] }[]>,
  coincide: (patron: string, pathname: string) => boolean,
  archivosDePagina: (m: ManifiestoRemoto, url: string, patron: string) => string[],
  precargarScript: (url: string) => void,
  sinParametros: (patron: string, pathname: string) => boolean,
  pedirDato: (ruta: string, token: string) => { url: string; dato: DatoPrecargado },
): void;
export declare function precargaTempranaDeLaPagina(): PrecargaTemprana | null;
