import { configurarApp } from '@fondo/webpack/federacion.js';

// Remoto mfe_productos: puerto, rutas y menú en el manifiesto del portal; expone './routes'.
export default configurarApp({ nombre: 'mfe_productos', dir: import.meta.dirname });
