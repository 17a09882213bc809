// Piezas comunes de los esquemas de las rutas: vienen del contrato (@fondo/contrato/esquemas).
export { Nulable, RespuestaMensajeEsquema, errores } from '@fondo/contrato/esquemas';
