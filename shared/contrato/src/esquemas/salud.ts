// Salud del servicio y datos públicos del despliegue.
import { Type, type Static } from 'typebox';

/** GET /api/health */
export const SaludEsquema = Type.Object({ estado: Type.Literal('ok'), base_de_datos: Type.Literal('ok') });
export type Salud = Static<typeof SaludEsquema>;

/**
 * GET /api/listo (preparación): 200 solo si este proceso puede atender (base alcanzable, migraciones
 * aplicadas, no se está deteniendo); si no, 503 con { error }.
 */
export const ListoEsquema = Type.Object({
  estado: Type.Literal('listo'),
  base_de_datos: Type.Literal('ok'),
  migraciones: Type.Literal('ok'),
  /** ok: el trabajador de la cola de este proceso corre; sin_trabajador: el proceso se creó sin él (pruebas). */
  cola: Type.Union([Type.Literal('ok'), Type.Literal('sin_trabajador')]),
});
export type Listo = Static<typeof ListoEsquema>;

/** GET /api/fondos: un elemento por fondo. */
export const FondoEsquema = Type.Object({ nombre: Type.String(), nit: Type.String() });
export type Fondo = Static<typeof FondoEsquema>;
export const FondosEsquema = Type.Array(FondoEsquema);

/** GET /api/configuracion (pública): datos del despliegue que la shell necesita en tiempo de ejecución. */
export const ConfiguracionPortalEsquema = Type.Object({
  /** SCHOOL_SITE_URL: destino del logout; su host recibe `token` en las redirecciones del login. */
  sitio_colegio: Type.String(),
  /** ALLOWED_REDIRECT_HOSTS: otros hosts a los que el login puede redirigir (sin token). */
  hosts_redireccion: Type.Array(Type.String()),
  /** FIRMA_ELECTRONICA: la carta y el pagaré se firman en el portal con un código por correo. */
  firma_electronica: Type.Optional(Type.Boolean()),
});
export type ConfiguracionPortal = Static<typeof ConfiguracionPortalEsquema>;
