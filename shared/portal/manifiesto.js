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
      { patron: '/inicio', acceso: 'sesion' },
      { patron: '/ahorro', acceso: 'sesion', actualizacion: ACTUALIZAR },
      { patron: '/credito', acceso: 'sesion', actualizacion: ACTUALIZAR },
      { patron: '/certificaciones', acceso: 'sesion', actualizacion: ACTUALIZAR_SALVO_IMPERSONANDO },
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
      { patron: '/simulador', acceso: 'sesion', actualizacion: ACTUALIZAR },
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
    rutas: [{ patron: '/actualizacion/:id?', acceso: 'sesion' }],
    menu: [
      { etiqueta: 'Actualización de datos', ruta: '/actualizacion', icono: 'SolutionOutlined', orden: 30, rol: 'sesion' },
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
    ],
    menu: [
      { etiqueta: 'Panel', ruta: '/admin', grupo: 'admin', orden: 70.5, rol: 'superadmin' },
      { etiqueta: 'Afiliados', ruta: '/admin/afiliados', grupo: 'admin', orden: 71, rol: 'superadmin' },
      { etiqueta: 'Aportes', ruta: '/admin/aportes', grupo: 'admin', orden: 72, rol: 'superadmin' },
      { etiqueta: 'Créditos', ruta: '/admin/creditos', grupo: 'admin', orden: 73, rol: 'superadmin' },
      { etiqueta: 'Tipos de crédito', ruta: '/admin/tipos-credito', grupo: 'admin', orden: 75, rol: 'superadmin' },
      { etiqueta: 'Auditoría', ruta: '/admin/auditoria', grupo: 'admin', orden: 76, rol: 'superadmin' },
    ],
  },
];

/** La shell: puerto de su servidor de desarrollo. */
export const SHELL = { nombre: 'shell', carpeta: 'shell', puerto: 8301 };

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
