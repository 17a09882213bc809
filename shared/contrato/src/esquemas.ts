// @fondo/contrato/esquemas: los esquemas TypeBox de cada solicitud y respuesta de la API.
// Los usa la API en sus rutas; las apps importan solo los tipos (entrada principal).
export * from './esquemas/comunes';
export * from './esquemas/sesion';
export * from './esquemas/claves';
export * from './esquemas/salud';
export * from './esquemas/productos';
export * from './esquemas/cupo';
export * from './esquemas/plan-pagos';
export * from './esquemas/certificados';
export * from './esquemas/afiliados';
export * from './esquemas/solicitudes';
export * from './esquemas/posicion';
export * from './esquemas/mensajes';
export * from './esquemas/archivos';
export * from './esquemas/listas';
export * from './esquemas/admin';
export * from './esquemas/novedades';
export * from './esquemas/correos';
export * from './esquemas/dos-factores';
export * from './esquemas/rondas';
export * from './esquemas/rutas';
export { TAMANO_PAGINA, TAMANO_MAXIMO_PAGINA, FILAS_FAMILIARES } from './constantes';
