import { configurarApp } from '@fondo/webpack/federacion.js';

// Remoto mfe_actualizacion: puerto, rutas y menú en el manifiesto del portal; expone './routes'.
export default configurarApp({ nombre: 'mfe_actualizacion', dir: import.meta.dirname });
