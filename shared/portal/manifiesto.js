// Manifiesto del portal: la única lista de remotos. La leen la fábrica de webpack, remotes.json
// (build y API), la tabla de rutas y la barra de la shell, los arneses de desarrollo y el e2e.
// JavaScript plano (lo lee Node sin compilar); los tipos están en manifiesto.d.ts.
// Añadir un remoto: su carpeta, una entrada aquí y su línea en los workspaces del package.json raíz.

/** Grupos de la barra (SPEC 2.2): un submenú por grupo, en el orden indicado. */
export const GRUPOS_MENU = [
  { clave: 'productos', etiqueta: 'Productos', icono: 'WalletOutlined', orden: 20, rol: 'sesion' },
  { clave: 'admin', etiqueta: 'Admin', icono: 'SettingOutlined', orden: 70, rol: 'superadmin' },
];

/** SPEC 5: la regla de actualización de datos y quién queda exento. */
const ACTUALIZAR = 'superadmin';
const ACTUALIZAR_SALVO_IMPERSONANDO = 'superadmin-o-impersonando';

export const REMOTOS = [
  {
    nombre: 'mfe_productos',
    carpeta: 'mfe-productos',
    puerto: 8302,
    titulo: 'Productos',
    rutas: [
      // /inicio no está sujeta a la regla de actualización de datos
      { patron: '/inicio', acceso: 'sesion', datos: ['afiliados/me/resumen', 'afiliados/me/novedades'] },
      {
        patron: '/ahorro',
        acceso: 'sesion',
        actualizacion: ACTUALIZAR,
        datos: ['afiliados/me/aportes', 'afiliados/me/aportes/historial'],
      },
      { patron: '/credito', acceso: 'sesion', actualizacion: ACTUALIZAR, datos: ['afiliados/me/creditos'] },
      {
        patron: '/certificaciones',
        acceso: 'sesion',
        actualizacion: ACTUALIZAR_SALVO_IMPERSONANDO,
        datos: ['afiliados/me/certificados'],
      },
    ],
    menu: [
      { etiqueta: 'Inicio', ruta: '/inicio', icono: 'HomeOutlined', orden: 10, rol: 'sesion' },
      { etiqueta: 'Ahorro', ruta: '/ahorro', grupo: 'productos', orden: 21, rol: 'sesion' },
      { etiqueta: 'Crédito', ruta: '/credito', grupo: 'productos', orden: 22, rol: 'sesion' },
      { etiqueta: 'Certificaciones', ruta: '/certificaciones', icono: 'FileTextOutlined', orden: 40, rol: 'sesion' },
    ],
  },
  {
    nombre: 'mfe_solicitudes',
    carpeta: 'mfe-solicitudes',
    puerto: 8303,
    titulo: 'Solicitudes de crédito',
    rutas: [
      // el modo admin lo decide el remoto (un afiliado siempre ve el modo user, SPEC 6)
      { patron: '/solicitudes-credito/:mode', acceso: 'sesion', actualizacion: ACTUALIZAR },
      { patron: '/solicitud-credito/:id?', acceso: 'sesion' },
      { patron: '/simulador', acceso: 'sesion', actualizacion: ACTUALIZAR, datos: ['tipos-credito'] },
      // sin sesión: el enlace que recibe el codeudor por correo es lo que da acceso (firma electrónica)
      { patron: '/codeudor/:token', acceso: 'publico' },
    ],
    menu: [
      {
        etiqueta: 'Solicitudes de crédito',
        ruta: '/solicitudes-credito/user',
        grupo: 'productos',
        orden: 23,
        rol: 'sesion',
      },
      { etiqueta: 'Simulador', ruta: '/simulador', icono: 'CalculatorOutlined', orden: 50, rol: 'sesion' },
      {
        etiqueta: 'Solicitudes de crédito',
        ruta: '/solicitudes-credito/admin',
        grupo: 'admin',
        orden: 74,
        rol: 'superadmin',
      },
    ],
  },
  {
    nombre: 'mfe_actualizacion',
    carpeta: 'mfe-actualizacion',
    puerto: 8304,
    titulo: 'Actualización de datos',
    rutas: [{ patron: '/actualizacion/:id?', acceso: 'sesion', datos: ['afiliados/me'] }],
    menu: [
      {
        etiqueta: 'Actualización de datos',
        ruta: '/actualizacion',
        icono: 'SolutionOutlined',
        orden: 30,
        rol: 'sesion',
      },
    ],
  },
  {
    nombre: 'mfe_mensajes',
    carpeta: 'mfe-mensajes',
    puerto: 8305,
    titulo: 'Mensajes',
    rutas: [
      { patron: '/mensajes', acceso: 'sesion' },
      { patron: '/mensaje/:id', acceso: 'sesion' },
    ],
    menu: [{ etiqueta: 'Contáctenos', ruta: '/mensajes', icono: 'MailOutlined', orden: 60, rol: 'sesion' }],
  },
  {
    nombre: 'mfe_admin',
    carpeta: 'mfe-admin',
    puerto: 8306,
    titulo: 'Administración',
    rutas: [
      { patron: '/admin', acceso: 'superadmin' },
      { patron: '/admin/afiliados', acceso: 'superadmin' },
      { patron: '/admin/aportes', acceso: 'superadmin' },
      { patron: '/admin/creditos', acceso: 'superadmin' },
      { patron: '/admin/tipos-credito', acceso: 'superadmin' },
      { patron: '/admin/auditoria', acceso: 'superadmin' },
      { patron: '/admin/correos', acceso: 'superadmin' },
      { patron: '/admin/rondas', acceso: 'superadmin' },
    ],
    menu: [
      { etiqueta: 'Panel', ruta: '/admin', grupo: 'admin', orden: 70.5, rol: 'superadmin' },
      { etiqueta: 'Afiliados', ruta: '/admin/afiliados', grupo: 'admin', orden: 71, rol: 'superadmin' },
      { etiqueta: 'Aportes', ruta: '/admin/aportes', grupo: 'admin', orden: 72, rol: 'superadmin' },
      { etiqueta: 'Créditos', ruta: '/admin/creditos', grupo: 'admin', orden: 73, rol: 'superadmin' },
      { etiqueta: 'Tipos de crédito', ruta: '/admin/tipos-credito', grupo: 'admin', orden: 75, rol: 'superadmin' },
      { etiqueta: 'Auditoría', ruta: '/admin/auditoria', grupo: 'admin', orden: 76, rol: 'superadmin' },
      { etiqueta: 'Correos', ruta: '/admin/correos', grupo: 'admin', orden: 77, rol: 'superadmin' },
      { etiqueta: 'Rondas e invitaciones', ruta: '/admin/rondas', grupo: 'admin', orden: 78, rol: 'superadmin' },
    ],
  },
];

/** La shell: puerto de su servidor de desarrollo. */
export const SHELL = { nombre: 'shell', carpeta: 'shell', puerto: 8301 };

/**
 * Arreglo global donde los chunks de una app se registran al cargarse (output.chunkLoadingGlobal de
 * webpack). El shell lo vacía antes de cargar otra versión publicada de un remoto: si no, el runtime
 * nuevo daría por cargados los chunks de la versión anterior (mismos ids) y usaría su código.
 */
export function globalDeChunks(nombre) {
  return `webpackChunk${nombre}`;
}

/** El remoto de un nombre de Module Federation (o undefined). */
export function remotoPorNombre(nombre) {
  return REMOTOS.find((r) => r.nombre === nombre);
}

/**
 * Prefijos que un remoto sirve entero: el primer segmento de cada patrón ('/ahorro' -> '/ahorro/*').
 * Así una subruta desconocida ('/ahorro/x') la resuelve el remoto con su 404 y nunca queda en blanco.
 */
export function prefijosDe(remoto) {
  return [...new Set(remoto.rutas.map((r) => `/${r.patron.split('/')[1]}`))];
}

/** URL del mf-manifest.json de un remoto: servido por la API (producción) o por su servidor de desarrollo. */
export function urlDeManifiesto(remoto, desarrollo = false) {
  return desarrollo
    ? `http://localhost:${remoto.puerto}/mf-manifest.json`
    : `/remotes/${remoto.carpeta}/mf-manifest.json`;
}

/**
 * remotes.json (nombre de MF -> URL de su mf-manifest.json). La única función que lo calcula:
 * la usan la compilación de la shell y la API. `existe(carpeta)` filtra los remotos presentes
 * (por defecto, todos).
 */
export function listaDeRemotos({ desarrollo = false, existe = () => true } = {}) {
  const lista = {};
  for (const r of REMOTOS) if (existe(r.carpeta)) lista[r.nombre] = urlDeManifiesto(r, desarrollo);
  return lista;
}

/**
 * Nombre del chunk de la página de un patrón ('/solicitudes-credito/:mode' -> 'pagina-solicitudes-credito'):
 * cada remoto lo pone en su import() (webpackChunkName) y su mf-manifest.json lista los archivos de cada
 * página, para que la shell los pida junto con el remoto.
 */
export function chunkDePagina(patron) {
  const partes = patron.split('/').filter((s) => s && !s.startsWith(':'));
  return ['pagina', ...partes].join('-');
}

/**
 * ¿`pathname` cumple el patrón? ':x' es un segmento; ':x?', un segmento opcional (como react-router).
 * También la usa la precarga temprana del index.html (shell/src/precarga-temprana/).
 */
export function coincide(patron, pathname) {
  /** Segmentos de patrón contra segmentos de ruta. */
  const emparejar = (p, ruta) => {
    if (p.length === 0) return ruta.length === 0;
    const [s, ...resto] = p;
    if (s.startsWith(':') && s.endsWith('?')) {
      return (ruta.length > 0 && emparejar(resto, ruta.slice(1))) || emparejar(resto, ruta);
    }
    if (ruta.length === 0) return false;
    if (!s.startsWith(':') && s !== ruta[0]) return false;
    return emparejar(resto, ruta.slice(1));
  };
  const segmentos = (t) => t.split('/').filter(Boolean);
  let ruta;
  try {
    ruta = segmentos(pathname).map((x) => decodeURIComponent(x));
  } catch {
    return false;
  }
  return emparejar(segmentos(patron), ruta);
}

/** El remoto y la ruta del manifiesto que sirven `pathname` (o null: la sirve la shell o no existe). */
export function rutaDelManifiesto(pathname) {
  for (const remoto of REMOTOS) {
    const ruta = remoto.rutas.find((x) => coincide(x.patron, pathname));
    if (ruta) return { remoto, ruta };
  }
  return null;
}
