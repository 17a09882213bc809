// Tipos del manifiesto del portal (manifiesto.js).

/** Quién puede abrir una ruta: con sesión, solo superadmin (SPEC 6), o cualquiera (un enlace que da acceso). */
export type Acceso = 'sesion' | 'superadmin' | 'publico';

/** SPEC 5: la ruta exige datos actualizados; quién queda exento. */
export type ExentoActualizacion = 'superadmin' | 'superadmin-o-impersonando';

/** Íconos de @ant-design/icons que la barra de la shell sabe dibujar. */
export type NombreIcono =
  | 'HomeOutlined'
  | 'WalletOutlined'
  | 'SolutionOutlined'
  | 'FileTextOutlined'
  | 'CalculatorOutlined'
  | 'MailOutlined'
  | 'SettingOutlined';

export type ClaveGrupo = 'productos' | 'admin';

export interface GrupoMenu {
  readonly clave: ClaveGrupo;
  readonly etiqueta: string;
  readonly icono: NombreIcono;
  /** Posición en la barra (las entradas sueltas usan la misma escala). */
  readonly orden: number;
  readonly rol: Acceso;
}

export interface RutaRemota {
  /** Patrón de react-router, absoluto ('/solicitud-credito/:id?'). */
  readonly patron: string;
  readonly acceso: Acceso;
  /** Si la ruta está sujeta a la regla de actualización de datos (SPEC 5): quién queda exento. */
  readonly actualizacion?: ExentoActualizacion;
  /**
   * Lo primero que la página pide a la API (GET, sin el prefijo /api, con la consulta exacta): la shell lo
   * pide junto con el código de la página, solo si la ruta no trae parámetros.
   */
  readonly datos?: readonly string[];
}

export interface EntradaMenu {
  /** Texto de SPEC 2.2. */
  readonly etiqueta: string;
  readonly ruta: string;
  /** Solo las entradas sueltas (sin grupo) llevan ícono. */
  readonly icono?: NombreIcono;
  readonly grupo?: ClaveGrupo;
  readonly orden: number;
  readonly rol: Acceso;
}

export interface Remoto {
  /** Nombre de Module Federation (identificador; clave en remotes.json). */
  readonly nombre: string;
  /** Carpeta del workspace (y de /remotes/<carpeta>/ en el servidor). */
  readonly carpeta: string;
  /** Puerto de su servidor de desarrollo. */
  readonly puerto: number;
  /** Área funcional, para el aviso de módulo no disponible. */
  readonly titulo: string;
  readonly rutas: readonly RutaRemota[];
  readonly menu: readonly EntradaMenu[];
}

export declare const GRUPOS_MENU: readonly GrupoMenu[];
export declare const REMOTOS: readonly Remoto[];
export declare const SHELL: { readonly nombre: 'shell'; readonly carpeta: 'shell'; readonly puerto: number };

export declare function remotoPorNombre(nombre: string): Remoto | undefined;
export declare function globalDeChunks(nombre: string): string;
export declare function prefijosDe(remoto: Remoto): string[];
export declare function urlDeManifiesto(remoto: Remoto, desarrollo?: boolean): string;
/** remotes.json: nombre de MF -> URL de su mf-manifest.json. */
export declare function listaDeRemotos(o?: {
  desarrollo?: boolean;
  existe?: (carpeta: string) => boolean;
}): Record<string, string>;
/** Nombre del chunk de la página de un patrón ('/inicio' -> 'pagina-inicio'). */
export declare function chunkDePagina(patron: string): string;
/** ¿`pathname` cumple el patrón (':x' un segmento, ':x?' opcional)? */
export declare function coincide(patron: string, pathname: string): boolean;
/** El remoto y la ruta del manifiesto que sirven `pathname`, o null. */
export declare function rutaDelManifiesto(pathname: string): { remoto: Remoto; ruta: RutaRemota } | null;
