import { configurarApp } from '@fondo/webpack/federacion.js';

// Remoto mfe_solicitudes: puerto, rutas y menú en el manifiesto del portal; expone './routes'.
export default configurarApp({ nombre: 'mfe_solicitudes', dir: import.meta.dirname });
