import { configurarApp } from '@fondo/webpack/federacion.js';

// Remoto mfe_admin: puerto, rutas y menú en el manifiesto del portal; expone './routes'.
export default configurarApp({ nombre: 'mfe_admin', dir: import.meta.dirname });
