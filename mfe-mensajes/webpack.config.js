import { configurarApp } from '@fondo/webpack/federacion.js';

// Remoto mfe_mensajes: puerto, rutas y menú en el manifiesto del portal; expone './routes'.
export default configurarApp({ nombre: 'mfe_mensajes', dir: import.meta.dirname });
