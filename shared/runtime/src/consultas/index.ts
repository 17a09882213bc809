export { clienteConsultas, crearClienteConsultas, reintentar, type MetaConsulta } from './cliente-consultas';
export { avisarError, registrarAvisoDeError, type MostrarError } from './avisos';
